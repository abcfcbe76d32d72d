/**
 * What a route says about itself as data (React Router's `handle`): the app applies it (guards, texts)
 * and the build reads it (which files a prerendered page needs), so neither has to look at code.
 */
export interface RouteHandle {
  /** The source file of the route's lazy screen, relative to the web root (its key in Vite's build manifest). */
  module?: string;
  /** Text namespaces (locales/<language>/<namespace>.json) the screen needs; they load with its code. */
  namespaces?: string[];
  /** Only visitors who are signed out (sign-in forms) or signed in (the dashboard) see the screen. */
  access?: 'guest' | 'signed-in';
  /** A public page shown without the site's footer. */
  hideFooter?: boolean;
}

export const routeHandle = (handle: unknown): RouteHandle => (handle ?? {}) as RouteHandle;
