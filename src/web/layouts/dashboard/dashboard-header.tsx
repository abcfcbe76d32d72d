import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadSidebarDrawer } from '@/web/components/responsive-sidebar';
import { NotificationsPopover } from '@/web/features/notifications/components/notifications-popover';
import { layout } from '@/web/theme/create-app-theme';
import { AccountPopover } from './account-popover';
import { ContactsPopover } from './contacts-popover';
import { LanguagePopover } from './language-popover';
import { NavSearch } from './nav-search';
import { SettingsDrawer } from './settings-drawer';
import { MenuIcon } from './shell-icons';

interface DashboardHeaderProps {
  /** Below lg the sidebar is a drawer this button opens. */
  onOpenNav?(event: MouseEvent<HTMLElement>): void;
}

/** The sticky top bar: menu button, search, language, notifications, contacts, settings and account. */
export function DashboardHeader({ onOpenNav }: DashboardHeaderProps) {
  const { t } = useTranslation();
  const searchInline = useMediaQuery((theme) => theme.breakpoints.up('md'), { noSsr: true });
  return (
    <AppBar
      component="header"
      position="sticky"
      color="transparent"
      elevation={0}
      sx={(theme) => ({
        top: 0,
        height: { xs: layout.dashboardHeaderMobile, lg: layout.dashboardHeaderDesktop },
        justifyContent: 'center',
        bgcolor: alpha(theme.palette.background.default, 0.8),
        backdropFilter: 'blur(6px)',
        color: 'text.primary',
      })}
    >
      <Toolbar
        disableGutters
        sx={{ position: 'relative', height: 1, px: { xs: 1, sm: 2, lg: 5 }, gap: { xs: 0.5, sm: 1 } }}
      >
        {onOpenNav && (
          <IconButton
            aria-label={t('dashboard.openNavigation')}
            onClick={onOpenNav}
            onPointerEnter={preloadSidebarDrawer}
            onFocus={preloadSidebarDrawer}
            sx={{ color: 'text.primary' }}
          >
            <MenuIcon />
          </IconButton>
        )}
        <NavSearch inline={searchInline} />
        <Box sx={{ flexGrow: 1 }} />
        <Stack direction="row" spacing={{ xs: 0, sm: 1 }} sx={{ alignItems: 'center' }}>
          <LanguagePopover />
          <NotificationsPopover />
          <ContactsPopover />
          <SettingsDrawer />
          <AccountPopover />
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
