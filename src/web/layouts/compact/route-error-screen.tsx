import { lazy, Suspense, useEffect } from 'react';
import { useRouteError } from 'react-router';

// Loaded only when something has gone wrong, so the crash screen costs the first load nothing.
const CompactLayout = lazy(() => import('./compact-layout'));
const ServerErrorPage = lazy(() => import('./server-error-page'));

/** The root route's errorElement: a screen that throws shows the 500 screen, not a blank page. */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    console.error('A screen crashed', error);
  }, [error]);
  return (
    <Suspense fallback={null}>
      <CompactLayout>
        <ServerErrorPage />
      </CompactLayout>
    </Suspense>
  );
}
