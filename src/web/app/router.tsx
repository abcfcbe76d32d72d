import { createBrowserRouter, type RouteObject } from 'react-router';
import { Redirect } from '@/web/components/redirect';
import { LoadingScreen } from '@/web/components/loading-screen';
import { features } from '@/web/features/features';
import { RouteErrorScreen } from '@/web/layouts/compact/route-error-screen';
import { lazyScreens } from '@/web/lib/lazy-screen';
import { paths } from '@/web/lib/paths';
import { routeHandle } from '@/web/lib/route-handle';
import { withServerData } from '@/web/lib/server-data-route';
import type { RouteSlot } from '@/web/lib/web-feature';
import { loadNamespaces } from '@/web/locales/i18n';
import { AuthGuard, GuestGuard } from './guards';
import { prerenderedRouterData } from './hydration';
import { RootLayout } from './root-layout';

const layout = lazyScreens(import.meta.glob('@/web/layouts/*/*-layout.tsx'));
const compactScreen = lazyScreens(import.meta.glob('@/web/layouts/compact/*-page.tsx'));

const guards = { guest: GuestGuard, 'signed-in': AuthGuard };

/** The features' routes of one layout, each screen asking also for its feature's text namespaces. */
function featureRoutes(slot: RouteSlot): RouteObject[] {
  return features.flatMap(({ routes, namespaces = [] }) =>
    (routes[slot] ?? []).map((route) => withNamespaces(route, namespaces)),
  );
}

function withNamespaces(route: RouteObject, namespaces: string[]): RouteObject {
  const handle = routeHandle(route.handle);
  const children = route.children?.map((child) => withNamespaces(child, namespaces));
  const own =
    handle.module && namespaces.length > 0
      ? { handle: { ...handle, namespaces: [...namespaces, ...(handle.namespaces ?? [])] } }
      : {};
  return { ...route, ...own, ...(children ? { children } : {}) } as RouteObject;
}

/**
 * Applies what each route's handle asks for: its text namespaces load together with its code, and a
 * guest-only or signed-in-only screen is wrapped in its guard (./guards).
 */
function applyHandles(route: RouteObject): RouteObject {
  const children = route.children?.map(applyHandles);
  const { lazy } = route;
  const { namespaces = [], access } = routeHandle(route.handle);
  if (typeof lazy !== 'function' || (namespaces.length === 0 && !access)) {
    return (children ? { ...route, children } : route) as RouteObject;
  }
  const Guard = access ? guards[access] : undefined;
  return {
    ...route,
    ...(children ? { children } : {}),
    lazy: async () => {
      const [resolved] = await Promise.all([lazy(), loadNamespaces(namespaces)]);
      const { Component } = resolved;
      if (!Guard || !Component) return resolved;
      return {
        element: (
          <Guard>
            <Component />
          </Guard>
        ),
      };
    },
  } as RouteObject;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // The first screen's code is still loading (a page not rendered at build time): the wait looks as the
    // session's restoring does, instead of a blank page.
    hydrateFallbackElement: <LoadingScreen />,
    errorElement: <RouteErrorScreen />,
    children: [
      ...featureRoutes('standalone'),
      withServerData([
        {
          path: paths.dashboard.root,
          ...layout('dashboard-layout', { access: 'signed-in', namespaces: ['dashboard', 'notifications'] }),
          children: [
            { index: true, element: <Redirect to={paths.dashboard.app} /> },
            ...featureRoutes('dashboard'),
            { path: '*', ...compactScreen('dashboard-not-found-page') },
          ],
        },
      ]),
      {
        path: paths.docs.root,
        ...layout('docs-layout', { namespaces: ['docs', 'public'] }),
        children: featureRoutes('docs'),
      },
      { ...layout('public-layout', { namespaces: ['public'] }), children: featureRoutes('public') },
      {
        ...layout('compact-layout', { namespaces: ['public'] }),
        children: [
          { path: paths.notFound, ...compactScreen('not-found-page') },
          { path: paths.serverError, ...compactScreen('server-error-page') },
          ...featureRoutes('compact'),
        ],
      },
      { path: '*', element: <Redirect to={paths.notFound} /> },
    ],
  },
].map(applyHandles);

export function createAppRouter() {
  const hydrationData = prerenderedRouterData();
  // A demo build may be hosted under a sub-path (npm run build:demo with DEMO_BASE); the product is served at /.
  return createBrowserRouter(
    routes,
    import.meta.env.VITE_DEMO_MODE === 'true'
      ? { basename: import.meta.env.BASE_URL, hydrationData }
      : { hydrationData },
  );
}
