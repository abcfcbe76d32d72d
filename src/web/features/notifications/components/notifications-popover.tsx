import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@/contract/notifications';
import { MenuPopover, usePopover } from '@/web/components/menu-popover';
import { layout } from '@/web/theme/create-app-theme';
import { useNotifications } from '@/web/features/notifications/api/get-notifications';
import { useMarkAllNotificationsRead } from '@/web/features/notifications/api/mark-all-notifications-read';
import { useMarkNotificationRead } from '@/web/features/notifications/api/mark-notification-read';
import { BellIcon, DoneAllIcon } from './notification-icons';
import { NotificationItem } from './notification-item';
import { notificationSections } from './notification-sections';

function NotificationList({ title, items, onOpen }: { title: string; items: Notification[]; onOpen(notification: Notification): void }) {
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

/** The header's bell: unread count badge and the latest notifications. */
export function NotificationsPopover() {
  const { t } = useTranslation();
  const popover = usePopover();
  const panelId = useId();
  const { data: notifications = [], error } = useNotifications();
  const markAllRead = useMarkAllNotificationsRead();
  const markRead = useMarkNotificationRead();
  const { recent, earlier, unreadCount } = notificationSections(notifications);

  useEffect(() => {
    if (error) console.error('Could not load the notifications', error);
  }, [error]);

  const logFailure = (error: unknown) => console.error('Could not update the notifications', error);
  /** Chosen: read now; one with a link is being followed, so the panel gives way to where it leads. */
  const openNotification = (notification: Notification) => {
    if (notification.isUnRead) markRead.mutate(notification.id, { onError: logFailure });
    if (notification.link !== null) popover.onClose();
  };

  return (
    <>
      <IconButton
        aria-label={t('notifications.button', { count: unreadCount })}
        data-testid="notifications-button"
        aria-haspopup="dialog"
        aria-expanded={popover.open}
        aria-controls={popover.open ? panelId : undefined}
        color={popover.open ? 'primary' : 'default'}
        onClick={popover.onOpen}
      >
        <Badge
          badgeContent={unreadCount}
          data-testid="notifications-badge"
          sx={{ '& .MuiBadge-badge': { bgcolor: 'error.dark', color: 'common.white' } }}
        >
          <BellIcon />
        </Badge>
      </IconButton>
      <MenuPopover
        open={popover.open}
        anchorEl={popover.anchorEl}
        onClose={popover.onClose}
        width={layout.popoverWidth}
        paperProps={{ id: panelId, role: 'dialog', 'aria-labelledby': `${panelId}-title`, 'data-testid': 'notifications-popover' }}
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
    </>
  );
}
