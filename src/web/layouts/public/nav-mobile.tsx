import IconButton from '@mui/material/IconButton';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { lazyWithPreload } from '@/web/lib/lazy-with-preload';
import { MenuIcon } from './public-icons';

const NavMobileDrawer = lazyWithPreload(() => import('./nav-mobile-drawer'));

/** Below md: a menu button and a drawer with the navigation, the legal pages and FAQs, and the social links. */
export function NavMobile() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Open "at" a path: any navigation closes it (menus close on route change).
  const [openAt, setOpenAt] = useState<string | null>(null);
  // The drawer's code loads on the first approach to the button; once shown it stays mounted to animate.
  const [used, setUsed] = useState(false);
  const open = openAt === pathname;

  return (
    <>
      <IconButton
        aria-label={t('public.nav.openMenu')}
        aria-expanded={open}
        onPointerEnter={NavMobileDrawer.preload}
        onTouchStart={NavMobileDrawer.preload}
        onFocus={NavMobileDrawer.preload}
        onClick={() => {
          setUsed(true);
          setOpenAt(pathname);
        }}
        sx={{ display: { md: 'none' }, color: 'text.primary' }}
      >
        <MenuIcon />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <NavMobileDrawer open={open} onClose={() => setOpenAt(null)} />
        </Suspense>
      )}
    </>
  );
}
