import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@/contract/notifications';
import { dialogPanelProps, MenuPopover } from '@/web/components/menu-popover';
import { layout } from '@/web/theme/create-app-theme';
import { useMarkAllNotificationsRead } from '@/web/features/notifications/api/mark-all-notifications-read';
import { useMarkNotificationRead } from '@/web/features/notifications/api/mark-notification-read';
import { DoneAllIcon } from './notification-icons';
import { NotificationItem } from './notification-item';
import { notificationSections } from './notification-sections';

function NotificationList({
  title,
  items,
  onOpen,
}: {
  title: string;
  items: Notification[];
  onOpen(notification: Notification): void;
}) {
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <>
      <ListSubheader
        id={titleId}
        component="div"
        disableSticky
        sx={{ py: 1, px: 2.5, typography: 'overline', lineHeight: 1.5, color: 'text.secondary' }}
      >
        {title}
      </ListSubheader>
      <List disablePadding aria-labelledby={titleId}>
        {items.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onOpen={onOpen} />
        ))}
      </List>
    </>
  );
}

interface NotificationsPanelProps {
  open: boolean;
  anchorEl: HTMLElement | null;
  onClose(): void;
  panelId: string;
  notifications: Notification[];
}

/** The bell's panel: the latest notifications, new ones first, with "mark all as read". */
export default function NotificationsPanel({
  open,
  anchorEl,
  onClose,
  panelId,
  notifications,
}: NotificationsPanelProps) {
  const { t } = useTranslation();
  const markAllRead = useMarkAllNotificationsRead();
  const markRead = useMarkNotificationRead();
  const { recent, earlier, unreadCount } = notificationSections(notifications);

  const logFailure = (error: unknown) => console.error('Could not update the notifications', error);
  /** Chosen: read now; one with a link is being followed, so the panel gives way to where it leads. */
  const openNotification = (notification: Notification) => {
    if (notification.isUnRead) markRead.mutate(notification.id, { onError: logFailure });
    if (notification.link !== null) onClose();
  };

  return (
    <MenuPopover
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      width={layout.popoverWidth}
      paperProps={dialogPanelProps(panelId, 'notifications-popover')}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', py: 2, px: 2.5 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography id={`${panelId}-title`} variant="subtitle1" component="h2">
            {t('notifications.title')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('notifications.summary', { count: unreadCount })}
          </Typography>
        </Box>
        {unreadCount > 0 && (
          <Tooltip title={t('notifications.markAllRead')}>
            <IconButton
              color="primary"
              aria-label={t('notifications.markAllRead')}
              onClick={() => {
                if (!markAllRead.isPending) markAllRead.mutate(undefined, { onError: logFailure });
              }}
            >
              <DoneAllIcon sx={{ fontSize: 20 }} />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <Divider sx={{ borderStyle: 'dashed' }} />
      {notifications.length === 0 ? (
        <Typography variant="body2" sx={{ p: 2.5, color: 'text.secondary' }}>
          {t('notifications.empty')}
        </Typography>
      ) : (
        <Box sx={{ pb: 1 }}>
          <NotificationList title={t('notifications.new')} items={recent} onOpen={openNotification} />
          <NotificationList title={t('notifications.beforeThat')} items={earlier} onOpen={openNotification} />
        </Box>
      )}
    </MenuPopover>
  );
}
