import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { brand } from '@/contract/brand';
import { Logo } from '@/web/components/logo';
import { NavSection } from '@/web/components/nav-section/nav-section';
import { ResponsiveSidebar } from '@/web/components/responsive-sidebar';
import { Scrollbar } from '@/web/components/scrollbar';
import { layout } from '@/web/theme/create-app-theme';
import { AccountCard } from './account-card';
import { HelpCard } from './help-card';
import { useDashboardNav } from './nav-config';
import { paths } from '@/web/lib/paths';

function SidebarContent() {
  const { t } = useTranslation();
  const groups = useDashboardNav();
  return (
    <Scrollbar sx={{ height: 1 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
        <Box sx={{ px: 2.5, pt: 3, pb: 2 }}>
          <Box component={RouterLink} to={paths.home} aria-label={brand.productName} sx={{ display: 'inline-flex' }}>
            <Logo />
          </Box>
          <Box sx={{ mt: 3 }}>
            <AccountCard />
          </Box>
        </Box>
        <NavSection aria-label={t('dashboard.mainNavigation')} groups={groups} />
        <Box sx={{ flexGrow: 1 }} />
        <HelpCard />
      </Box>
    </Scrollbar>
  );
}

interface DashboardSidebarProps {
  /** Permanent beside the content (lg and up), else a drawer. */
  permanent: boolean;
  open: boolean;
  onClose(): void;
}

/** The 280 px sidebar: logo, account card, navigation and help card. */
export function DashboardSidebar({ permanent, open, onClose }: DashboardSidebarProps) {
  const { t } = useTranslation();
  return (
    <ResponsiveSidebar
      permanent={permanent}
      open={open}
      onClose={onClose}
      width={layout.sidebarWidth}
      label={t('dashboard.sidebar')}
      testId="dashboard-sidebar"
      sx={{ position: 'sticky', top: 0, height: '100vh', bgcolor: 'background.default' }}
    >
      <SidebarContent />
    </ResponsiveSidebar>
  );
}
