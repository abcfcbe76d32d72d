import Box from '@mui/material/Box';
import { Outlet, useMatches } from 'react-router';
import { SkipLink } from '@/web/components/skip-link';
import { layout } from '@/web/theme/create-app-theme';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/** Set on a child route (`handle: { hideFooter: true }`) to show the page without the footer. */
export interface PublicLayoutHandle {
  hideFooter?: boolean;
}

const wantsNoFooter = (handle: unknown) => Boolean((handle as PublicLayoutHandle | undefined)?.hideFooter);

/** The public site's frame: header, the page, footer (hidden by a route handle or the prop). */
export default function PublicLayout({ hideFooter = false }: PublicLayoutHandle) {
  const matches = useMatches();
  const footerHidden = hideFooter || matches.some((match) => wantsNoFooter(match.handle));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <PublicHeader />
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          pt: { xs: `${layout.publicHeaderMobile}px`, md: `${layout.publicHeaderDesktop}px` },
          '&:focus': { outline: 'none' },
        }}
      >
        <Outlet />
      </Box>
      {!footerHidden && <PublicFooter />}
    </Box>
  );
}
