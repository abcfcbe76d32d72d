import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SkipLink } from '@/web/components/skip-link';
import { DocsHeader } from './docs-header';
import { DocsSidebar } from './docs-sidebar';

/** The documentation's frame: header, the 260 px page list (a drawer below md) and a readable column. */
export default function DocsLayout() {
  const { pathname } = useLocation();
  const permanentSidebar = useMediaQuery((theme) => theme.breakpoints.up('md'), { noSsr: true });
  // Open "at" a path: following a link in the drawer closes it.
  const [drawerOpenAt, setDrawerOpenAt] = useState<string | null>(null);
  const drawerOpen = drawerOpenAt === pathname;

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <DocsHeader
        navOpen={drawerOpen}
        onOpenNav={permanentSidebar ? undefined : () => setDrawerOpenAt(pathname)}
      />
      <Box sx={{ display: 'flex', flexGrow: 1 }}>
        <DocsSidebar permanent={permanentSidebar} open={drawerOpen} onClose={() => setDrawerOpenAt(null)} />
        <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}>
          <Box
            sx={{
              // The reading column (800 px) and, from lg up, the page's table of contents beside it.
              maxWidth: { xs: 800, lg: 1100 },
              mx: 'auto',
              px: { xs: 2, sm: 3, md: 5 },
              pt: { xs: 4, md: 6 },
              pb: { xs: 8, md: 10 },
            }}
          >
            <Outlet />
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
