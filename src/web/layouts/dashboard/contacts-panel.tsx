import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Contact } from '@/contract/chat';
import { dialogPanelProps, MenuPopover } from '@/web/components/menu-popover';
import { Scrollbar } from '@/web/components/scrollbar';
import { StatusAvatar } from '@/web/components/status-avatar';
import { formatTimeAgo } from '@/web/lib/format';
import { paths } from '@/web/lib/paths';
import { layout } from '@/web/theme/create-app-theme';

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
          <StatusAvatar contact={contact} size={40} />
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

interface ContactsPanelProps {
  open: boolean;
  anchorEl: HTMLElement | null;
  onClose(): void;
  panelId: string;
  contacts: Contact[];
}

/** The contacts button's panel: everyone in the workspace with their presence. */
export default function ContactsPanel({ open, anchorEl, onClose, panelId, contacts }: ContactsPanelProps) {
  const { t } = useTranslation();
  return (
    <MenuPopover
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      width={layout.popoverWidth}
      paperProps={dialogPanelProps(panelId, 'contacts-popover')}
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
              <ContactItem key={contact.id} contact={contact} onOpen={onClose} />
            ))}
          </List>
        )}
      </Scrollbar>
    </MenuPopover>
  );
}
