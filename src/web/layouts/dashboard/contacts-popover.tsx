import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact, ContactStatus } from '@/contract/chat';
import { AvatarWithInitial } from '@/web/components/avatar-with-initial';
import { MenuPopover, usePopover } from '@/web/components/menu-popover';
import { Scrollbar } from '@/web/components/scrollbar';
import { Link as RouterLink } from 'react-router';
import { formatTimeAgo } from '@/web/lib/format';
import { paths } from '@/web/lib/paths';
import { layout } from '@/web/theme/create-app-theme';
import { PeopleIcon } from './shell-icons';
import { useChatContacts } from './use-chat-contacts';

const statusColors: Record<ContactStatus, string> = {
  online: 'success.main',
  away: 'warning.main',
  busy: 'error.main',
  offline: 'grey.500',
};

function ContactItem({ contact, onOpen }: { contact: Contact; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const status =
    contact.status === 'offline'
      ? t('dashboard.contacts.lastSeen', { time: formatTimeAgo(contact.lastActivity, i18n.language) })
      : t(`dashboard.contacts.status.${contact.status}`);
  return (
    // Opens the one-to-one conversation with the contact (a new one when there is none yet).
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={paths.dashboard.chat.conversation(contact.username)}
        onClick={onOpen}
        sx={{ px: 1.5, py: 1, borderRadius: 1 }}
      >
        <ListItemAvatar>
          <Badge
            overlap="circular"
            variant="dot"
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            sx={{
              '& .MuiBadge-badge': {
                width: 10,
                height: 10,
                borderRadius: '50%',
                bgcolor: statusColors[contact.status],
                boxShadow: (theme) => `0 0 0 2px ${theme.palette.background.paper}`,
              },
            }}
          >
            <AvatarWithInitial name={contact.name} src={contact.avatar} alt="" />
          </Badge>
        </ListItemAvatar>
        <ListItemText
          primary={contact.name}
          secondary={status}
          slotProps={{
            primary: { variant: 'subtitle2', noWrap: true },
            secondary: {
              variant: 'caption',
              noWrap: true,
              sx: { color: 'text.secondary', display: 'block' },
            },
          }}
        />
      </ListItemButton>
    </ListItem>
  );
}

/** The header's contacts: everyone in the workspace with their presence. */
export function ContactsPopover() {
  const { t } = useTranslation();
  const popover = usePopover();
  const panelId = useId();
  const { data: contacts = [] } = useChatContacts();

  return (
    <>
      <IconButton
        aria-label={t('dashboard.contacts.button')}
        aria-haspopup="dialog"
        aria-expanded={popover.open}
        aria-controls={popover.open ? panelId : undefined}
        color={popover.open ? 'primary' : 'default'}
        onClick={popover.onOpen}
      >
        <PeopleIcon />
      </IconButton>
      <MenuPopover
        open={popover.open}
        anchorEl={popover.anchorEl}
        onClose={popover.onClose}
        width={layout.popoverWidth}
        paperProps={{
          id: panelId,
          role: 'dialog',
          'aria-labelledby': `${panelId}-title`,
          'data-testid': 'contacts-popover',
        }}
      >
        <Typography id={`${panelId}-title`} variant="h6" component="h2" sx={{ px: 2.5, py: 2 }}>
          {t('dashboard.contacts.title', { count: contacts.length })}
        </Typography>
        <Scrollbar
          data-testid="contacts-list"
          role="region"
          aria-labelledby={`${panelId}-title`}
          sx={{ height: layout.contactsListHeight, px: 1, pb: 1 }}
        >
          {contacts.length === 0 ? (
            <Box sx={{ px: 1.5, py: 1 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('dashboard.contacts.empty')}
              </Typography>
            </Box>
          ) : (
            <List disablePadding>
              {contacts.map((contact) => (
                <ContactItem key={contact.id} contact={contact} onOpen={popover.onClose} />
              ))}
            </List>
          )}
        </Scrollbar>
      </MenuPopover>
    </>
  );
}
