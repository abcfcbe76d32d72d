/**
 * A page rendered at build time in more than one version: the server picks the version that matches the
 * moment (scripts/build-web.mjs writes them; prerendered.json lists each under `path#variant`).
 */
export const prerenderedVariantKey = (path: string, variant?: string) =>
  variant ? `${path}#${variant}` : path;

/** The login page without the demo-credentials banner, for when the demo account no longer uses them. */
export const loginWithoutDemo = { path: '/auth/login', variant: 'no-demo' } as const;
