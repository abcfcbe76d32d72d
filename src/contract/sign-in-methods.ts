// The ways to sign in, as plain constants: the login screen reads them without loading any schema.

/** The ways to sign in a deployment offers (AUTH_METHODS); `password` is the email/password form. */
export const authMethods = ['password', 'oidc', 'social'] as const;
export type AuthMethod = (typeof authMethods)[number];

/** The social providers, in the order of the login screen's buttons. */
export const socialProviders = ['google', 'github', 'linkedin'] as const;
export type SocialProvider = (typeof socialProviders)[number];

/** Every service an account can sign in through besides its password: the hosted tenant and the social ones. */
export const externalProviders = ['oidc', ...socialProviders] as const;
export type ExternalProvider = (typeof externalProviders)[number];

export const isExternalProvider = (value: string): value is ExternalProvider =>
  (externalProviders as readonly string[]).includes(value);

/**
 * Where the server sends the visitor back to: the login screen (signing in) or the account settings (linking),
 * with the finished sign-in's one-time code, the provider just linked, or the error's code in the address.
 */
export const externalSignInReturn = {
  loginPath: '/auth/login',
  accountPath: '/dashboard/user/account',
  /** The account settings' tab with the sign-in methods. */
  accountTab: 'security',
  params: { handoff: 'externalSignIn', error: 'externalError', linked: 'linked' },
} as const;
