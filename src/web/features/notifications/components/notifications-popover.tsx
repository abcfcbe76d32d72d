import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPanel } from '@/web/components/lazy-panel';
import { usePopover } from '@/web/components/use-popover';
import { useNotifications } from '@/web/features/notifications/api/get-notifications';
import { BellIcon } from './notification-icons';
import { notificationSections } from './notification-sections';

const NotificationsPanel = lazyPanel(() => import('./notifications-panel'));

/** The header's bell: unread count badge, and the latest notifications in its panel. */
export function NotificationsPopover() {
  const { t } = useTranslation();
  const popover = usePopover();
  const panelId = useId();
  const { data: notifications = [], error } = useNotifications();
  const { unreadCount } = notificationSections(notifications);

  useEffect(() => {
    if (error) console.error('Could not load the notifications', error);
  }, [error]);

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
        onPointerEnter={NotificationsPanel.preload}
        onFocus={NotificationsPanel.preload}
      >
        <Badge
          badgeContent={unreadCount}
          data-testid="notifications-badge"
          sx={{ '& .MuiBadge-badge': { bgcolor: 'error.dark', color: 'common.white' } }}
        >
          <BellIcon />
        </Badge>
      </IconButton>
      <NotificationsPanel
        open={popover.open}
        anchorEl={popover.anchorEl}
        onClose={popover.onClose}
        panelId={panelId}
        notifications={notifications}
      />
    </>
  );
}
