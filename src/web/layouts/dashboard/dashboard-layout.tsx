import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { usePopover } from '@/web/components/use-popover';
import { useChatLiveUpdates } from '@/web/features/chat/api/use-chat-live-updates';
import { useMailLiveUpdates } from '@/web/features/mail/api/use-mail-live-updates';
import { useLiveConnection } from '@/web/lib/live/use-live-connection';
import { DashboardHeader } from './dashboard-header';
import { DashboardSidebar } from './dashboard-sidebar';

/** The signed-in shell: sidebar (a drawer below lg), sticky header, and the screen beside them. */
export default function DashboardLayout() {
  const { t } = useTranslation();
  const permanentSidebar = useMediaQuery((theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const drawer = usePopover();
  // One live stream per signed-in tab: chat, mail, notifications and presence update without a reload.
  useLiveConnection();
  useChatLiveUpdates();
  useMailLiveUpdates();

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'fixed',
          top: 8,
          left: 8,
          zIndex: (theme) => theme.zIndex.tooltip + 1,
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'text.primary',
          boxShadow: 8,
          transform: 'translateY(-200%)',
          '&:focus': { transform: 'none' },
        }}
      >
        {t('app.skipToContent')}
      </Box>
      <DashboardSidebar permanent={permanentSidebar} open={drawer.open} onClose={drawer.onClose} />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <DashboardHeader onOpenNav={permanentSidebar ? undefined : drawer.onOpen} />
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          sx={{ flexGrow: 1, px: { xs: 2, lg: 5 }, pt: 1, pb: 8, outline: 'none' }}
        >
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
