import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { TopProgressBar } from '@/web/components/top-progress-bar';
import { reportPageView } from '@/web/lib/analytics';

/** On every route change: scroll to top and report a page view; a top bar while a screen loads. */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();

  useEffect(() => {
    // From here on the page answers clicks and typing (a page rendered at build time shows before that).
    document.documentElement.dataset.appReady = 'true';
  }, []);

  useEffect(() => {
    window.scrollTo(0, 0);
    // The page sets its title in an effect of its own; report after it has run.
    const timer = window.setTimeout(() => reportPageView(pathname, document.title), 0);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  return (
    <>
      <TopProgressBar active={navigation.state === 'loading'} />
      <Outlet />
    </>
  );
}
