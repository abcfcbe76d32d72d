import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/web/components/icons';
import { NavSection } from '@/web/components/nav-section/nav-section';
import { ResponsiveSidebar } from '@/web/components/responsive-sidebar';
import { Scrollbar } from '@/web/components/scrollbar';
import { layout } from '@/web/theme/create-app-theme';
import { HomeLink } from '@/web/layouts/public/home-link';
import { docsHeaderHeight } from './docs-header';
import { useDocsNav } from './use-docs-nav';

function DocsNav() {
  const { t } = useTranslation();
  return <NavSection aria-label={t('docs.navigation')} groups={useDocsNav()} sx={{ pb: 4 }} />;
}

interface DocsSidebarProps {
  /** Permanent beside the page (md and up), else a drawer. */
  permanent: boolean;
  open: boolean;
  onClose(): void;
}

/** The 260 px list of documentation pages: beside the page from md up, a drawer below. */
export function DocsSidebar({ permanent, open, onClose }: DocsSidebarProps) {
  const { t } = useTranslation();
  return (
    <ResponsiveSidebar
      permanent={permanent}
      open={open}
      onClose={onClose}
      width={layout.docsSidebarWidth}
      label={t('docs.sidebar')}
      testId="docs-sidebar"
    >
      {permanent ? (
        <Box
          sx={{
            position: 'sticky',
            top: docsHeaderHeight.md,
            height: `calc(100vh - ${docsHeaderHeight.md}px)`,
          }}
        >
          <Scrollbar sx={{ height: 1 }}>
            <DocsNav />
          </Scrollbar>
        </Box>
      ) : (
        <>
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2.5, py: 2 }}
          >
            <HomeLink onClick={onClose} />
            <IconButton aria-label={t('docs.closeNavigation')} onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <Scrollbar sx={{ flexGrow: 1, minHeight: 0 }}>
            <DocsNav />
          </Scrollbar>
        </>
      )}
    </ResponsiveSidebar>
  );
}
