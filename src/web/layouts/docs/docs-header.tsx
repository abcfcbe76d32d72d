import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { preloadSidebarDrawer } from '@/web/components/responsive-sidebar';
import { Link as RouterLink } from 'react-router';
import { DashboardIcon } from '@/web/components/dashboard-icon';
import { MenuIcon } from '@/web/layouts/dashboard/shell-icons';
import { HomeLink } from '@/web/layouts/public/home-link';
import { LanguageMenu } from '@/web/layouts/public/language-menu';
import { DocsSearchButton } from './docs-search-button';
import { paths } from '@/web/lib/paths';

/** The bar's height: as the dashboard's on phones, a little taller from md up. */
export const docsHeaderHeight = { xs: 64, md: 72 } as const;

interface DocsHeaderProps {
  /** Below md the sidebar is a drawer this button opens. */
  onOpenNav?(): void;
  navOpen: boolean;
}

/** Logo (home), "Documentation", the way back to the dashboard and the language menu. */
export function DocsHeader({ onOpenNav, navOpen }: DocsHeaderProps) {
  const { t } = useTranslation();
  return (
    <AppBar
      component="header"
      position="sticky"
      color="transparent"
      elevation={0}
      sx={(theme) => ({
        top: 0,
        height: docsHeaderHeight,
        justifyContent: 'center',
        bgcolor: alpha(theme.palette.background.default, 0.88),
        backdropFilter: 'blur(6px)',
        color: 'text.primary',
        borderBottom: 1,
        borderColor: 'divider',
      })}
    >
      <Toolbar
        disableGutters
        sx={{ height: 1, minHeight: 'unset', px: { xs: 1.5, md: 3 }, gap: { xs: 1, sm: 1.5 } }}
      >
        {onOpenNav && (
          <IconButton
            aria-label={t('docs.openNavigation')}
            aria-expanded={navOpen}
            onClick={onOpenNav}
            onPointerEnter={preloadSidebarDrawer}
            onFocus={preloadSidebarDrawer}
            sx={{ color: 'text.primary' }}
          >
            <MenuIcon />
          </IconButton>
        )}
        <HomeLink withName />
        <Divider orientation="vertical" flexItem sx={{ my: 2.5, display: { xs: 'none', sm: 'block' } }} />
        <Typography variant="subtitle1" component="p" noWrap>
          {t('docs.title')}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <DocsSearchButton />
        <Button
          component={RouterLink}
          to={paths.dashboard.root}
          color="inherit"
          startIcon={<DashboardIcon />}
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          {t('docs.backToDashboard')}
        </Button>
        <IconButton
          component={RouterLink}
          to={paths.dashboard.root}
          aria-label={t('docs.backToDashboard')}
          sx={{ display: { sm: 'none' }, color: 'text.primary' }}
        >
          <DashboardIcon />
        </IconButton>
        <LanguageMenu />
      </Toolbar>
    </AppBar>
  );
}
