/**
 * A page rendered at build time in more than one version: the server picks the version that matches the
 * moment (scripts/build-web.mjs writes them; prerendered.json lists each under `path#variant`).
 */
export const prerenderedVariantKey = (path: string, variant?: string) =>
  variant ? `${path}#${variant}` : path;

/** The login page without the demo-credentials banner, for when the demo account no longer uses them. */
export const loginWithoutDemo = { path: '/auth/login', variant: 'no-demo' } as const;

/** The login page without the link to registration (REGISTRATION=closed), with the demo banner. */
export const loginRegistrationClosed = { path: '/auth/login', variant: 'closed' } as const;

/** The login page with neither the demo banner nor the link to registration. */
export const loginWithoutDemoRegistrationClosed = { path: '/auth/login', variant: 'no-demo-closed' } as const;

/** The registration page saying registration is closed, in place of its form. */
export const registerClosed = { path: '/auth/register', variant: 'closed' } as const;

/** Which version of the login page fits: with or without the demo banner and the link to registration. */
export function loginPageVariant(demo: boolean, registrationOpen: boolean): string | undefined {
  if (registrationOpen) return demo ? undefined : loginWithoutDemo.variant;
  return demo ? loginRegistrationClosed.variant : loginWithoutDemoRegistrationClosed.variant;
}
