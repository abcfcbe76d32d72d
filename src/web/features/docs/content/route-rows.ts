import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { routeHandle, type RouteHandle } from '@/web/lib/route-handle';

export interface RouteRow {
  path: string;
  /** The layout the screen shows in (its file's folder under layouts/), none for a screen of its own. */
  layout?: string;
  access?: RouteHandle['access'];
  /** The screen's source file (lazy: loaded on the first visit), from the web root. */
  module?: string;
  /** Where the address leads instead, for a route that only redirects. */
  redirectTo?: string;
  namespaces: string[];
}

const join = (base: string, path: string | undefined) =>
  path === undefined ? base : path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`;

/** A handle's module from the web root (the tests' modules are keyed from the project's root). */
const fromWebRoot = (module: string | undefined) => module?.replace(/^src\/web\//, '');

const layoutOf = (module: string | undefined) =>
  /^layouts\/([^/]+)\/[^/]+-layout\.tsx$/.exec(module ?? '')?.[1];

/** A `<Navigate to="…" />` element's target. */
function redirectOf(route: RouteObject): string | undefined {
  const { element } = route;
  if (!isValidElement<{ to?: unknown }>(element)) return undefined;
  return typeof element.props.to === 'string' ? element.props.to : undefined;
}

/**
 * Every address the route table answers, in its order, with what it shows: the layout, who may see it, the
 * screen's file and its text namespaces. Layout routes themselves are no address; their children are.
 */
export function routeRows(
  routes: readonly RouteObject[],
  base = '',
  inherited: Omit<RouteRow, 'path' | 'namespaces'> = {},
): RouteRow[] {
  return routes.flatMap((route) => {
    const handle = routeHandle(route.handle);
    const module = fromWebRoot(handle.module);
    const path = route.index ? base || '/' : join(base, route.path);
    const layout = layoutOf(module) ?? inherited.layout;
    const access = handle.access ?? inherited.access;
    if (route.children?.length) {
      return routeRows(route.children, route.path === undefined ? base : path, { layout, access });
    }
    const isLayoutModule = Boolean(layoutOf(module));
    return [
      {
        path: path || '/',
        layout,
        access,
        module: isLayoutModule ? undefined : module,
        redirectTo: redirectOf(route),
        namespaces: handle.namespaces ?? [],
      },
    ];
  });
}
