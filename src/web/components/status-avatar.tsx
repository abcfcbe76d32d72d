import Badge from '@mui/material/Badge';
import type { Contact, ContactStatus } from '@/contract/chat';
import { AvatarWithInitial } from '@/web/components/avatar-with-initial';

const statusColors: Record<ContactStatus, string> = {
  online: 'success.main',
  away: 'warning.main',
  busy: 'error.main',
  offline: 'grey.500',
};

interface StatusAvatarProps {
  contact: Pick<Contact, 'name' | 'avatar' | 'status'>;
  size?: number;
  /** Without the status dot (a group's faces). */
  hideStatus?: boolean;
}

/**
 * A contact's avatar with a dot in the colour of their status (the status itself is written beside it): chat and
 * the header's contacts.
 */
export function StatusAvatar({ contact, size = 48, hideStatus = false }: StatusAvatarProps) {
  const dot = size >= 48 ? 12 : 10;
  const avatar = (
    <AvatarWithInitial name={contact.name} src={contact.avatar} alt="" sx={{ width: size, height: size }} />
  );
  if (hideStatus) return avatar;
  return (
    <Badge
      overlap="circular"
      variant="dot"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      data-status={contact.status}
      sx={{
        '& .MuiBadge-badge': {
          width: dot,
          height: dot,
          borderRadius: '50%',
          bgcolor: statusColors[contact.status],
          boxShadow: (theme) => `0 0 0 2px ${theme.palette.background.paper}`,
        },
      }}
    >
      {avatar}
    </Badge>
  );
}
