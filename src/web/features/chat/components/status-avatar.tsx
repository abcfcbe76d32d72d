import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import type { Contact, ContactStatus } from '@/contract/chat';
import { AvatarWithInitial } from '@/web/components/avatar-with-initial';

export const statusColors: Record<ContactStatus, string> = {
  online: 'success.main',
  away: 'warning.main',
  busy: 'error.main',
  offline: 'grey.500',
};

interface StatusAvatarProps {
  contact: Contact;
  size?: number;
  /** Without the status dot (a group's faces). */
  hideStatus?: boolean;
}

/** A contact's avatar with a dot in the colour of their status (the status itself is written beside it). */
export function StatusAvatar({ contact, size = 48, hideStatus = false }: StatusAvatarProps) {
  const avatar = <AvatarWithInitial name={contact.name} src={contact.avatar} alt="" sx={{ width: size, height: size }} />;
  if (hideStatus) return avatar;
  return (
    <Badge
      overlap="circular"
      variant="dot"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      data-status={contact.status}
      sx={{
        '& .MuiBadge-badge': {
          width: 12,
          height: 12,
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

/** One contact's avatar with status, or up to two faces of a group. */
export function ConversationAvatar({ participants, size = 48 }: { participants: Contact[]; size?: number }) {
  const [first, second] = participants;
  if (!first) return <Box sx={{ width: size, height: size, flexShrink: 0 }} />;
  if (!second) return <StatusAvatar contact={first} size={size} />;
  const face = size * 0.68;
  const border = { border: 2, borderColor: 'background.paper', position: 'absolute', width: face, height: face, fontSize: size * 0.3 } as const;
  return (
    <Box sx={{ width: size, height: size, flexShrink: 0, position: 'relative' }}>
      <AvatarWithInitial name={second.name} src={second.avatar} alt="" sx={{ ...border, top: 0, insetInlineEnd: 0 }} />
      <AvatarWithInitial name={first.name} src={first.avatar} alt="" sx={{ ...border, bottom: 0, insetInlineStart: 0 }} />
    </Box>
  );
}
