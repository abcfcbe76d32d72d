import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Notification } from '@/contract/notifications';
import { formatTimeAgo } from '@/web/lib/format';
import { ClockIcon, NotificationTypeIcon } from './notification-icons';
import { notificationTexts } from './notification-texts';

/** Read by screen readers only. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function NotificationContent({ notification }: { notification: Notification }) {
  const { t, i18n } = useTranslation();
  const { title, description } = notificationTexts(t, notification);
  return (
    <>
      <ListItemAvatar>
        {notification.avatar ? (
          <Avatar src={notification.avatar} alt="" />
        ) : (
          <Avatar sx={{ bgcolor: 'action.selected' }}>
            <NotificationTypeIcon type={notification.type} />
          </Avatar>
        )}
      </ListItemAvatar>
      <ListItemText
        disableTypography
        // Server texts may be in another script than the interface: each line finds its own direction.
        sx={{ unicodeBidi: 'plaintext' }}
        primary={
          <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
            {notification.isUnRead && <Box component="span" sx={visuallyHidden}>{`${t('notifications.unread')}: `}</Box>}
            {title}
            <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary', fontWeight: 400 }}>
              {description}
            </Typography>
          </Typography>
        }
        secondary={
          <Typography
            variant="caption"
            component="span"
            sx={{ mt: 0.5, display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}
          >
            <ClockIcon sx={{ fontSize: 16 }} />
            <time dateTime={notification.createdAt}>{formatTimeAgo(notification.createdAt, i18n.language)}</time>
          </Typography>
        }
      />
      {notification.isUnRead && (
        <Box aria-hidden sx={{ ml: 1, mt: 1, width: 8, height: 8, flexShrink: 0, borderRadius: '50%', bgcolor: 'info.main', alignSelf: 'flex-start' }} />
      )}
    </>
  );
}

interface NotificationItemProps {
  notification: Notification;
  /** It was chosen: its link (if any) is being followed. */
  onOpen(notification: Notification): void;
}

/**
 * A notification with a link is a link there (choosing it also marks it read); one without is a button that
 * marks it read while unread, and plain text once read.
 */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const rowSx = { py: 1.5, px: 2.5, mt: '1px', alignItems: 'flex-start' } as const;
  const content = <NotificationContent notification={notification} />;
  let row;
  if (notification.link !== null) {
    row = (
      <ListItemButton component={RouterLink} to={notification.link} onClick={() => onOpen(notification)} sx={rowSx}>
        {content}
      </ListItemButton>
    );
  } else if (notification.isUnRead) {
    row = (
      <ListItemButton onClick={() => onOpen(notification)} sx={rowSx}>
        {content}
      </ListItemButton>
    );
  } else {
    row = <Box sx={{ display: 'flex', width: '100%', ...rowSx }}>{content}</Box>;
  }
  return <ListItem disablePadding>{row}</ListItem>;
}
