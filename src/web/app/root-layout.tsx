import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { TopProgressBar } from '@/web/components/top-progress-bar';

// The demo build's banner (a build-time constant: other builds carry none of it).
const DemoBanner =
  import.meta.env.VITE_DEMO_MODE === 'true' ? lazy(() => import('@/web/components/demo-banner')) : () => null;

/** On every route change: scroll to top and report a page view; a top bar while a screen loads. */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // The first page came from the server, which counted it; the later ones the app draws itself.
  const shownPath = useRef(pathname);

  useEffect(() => {
    // From here on the page answers clicks and typing (a page rendered at build time shows before that).
    document.documentElement.dataset.appReady = 'true';
  }, []);

  useEffect(() => {
    window.scrollTo(0, 0);
    if (shownPath.current !== pathname) {
      shownPath.current = pathname;
      // Loaded then, not with the app: the first page never sends one (and the list of counted pages it reads
      // would weigh on every first load).
      void import('@/web/lib/page-view-beacon').then(({ reportPublicPageView }) =>
        reportPublicPageView(pathname),
      );
    }
    // GA4 only when the build has a measurement id; without one the analytics code is not even shipped.
    if (!import.meta.env.VITE_GA_MEASUREMENT_ID) return;
    // The page sets its title in an effect of its own; report after it has run.
    const timer = window.setTimeout(
      () =>
        void import('@/web/lib/analytics').then(({ reportPageView }) =>
          reportPageView(pathname, document.title),
        ),
      0,
    );
    return () => window.clearTimeout(timer);
  }, [pathname]);

  const shell = (
    <>
      <TopProgressBar active={navigation.state === 'loading'} />
      <Outlet />
    </>
  );
  return import.meta.env.VITE_DEMO_MODE === 'true' ? (
    <>
      {shell}
      <Suspense>
        <DemoBanner />
      </Suspense>
    </>
  ) : (
    shell
  );
}
