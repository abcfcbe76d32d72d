// Texts and limits of signing in through another service, apart from the schemas so the login screen can
// show them without loading zod.

import { AccountBanned } from './client-errors';
import type { ErrorCatalogue } from './errors';

export { externalSignInReturn } from './sign-in-methods';

/** How long a visitor has at the provider, and how long the app has to collect the finished sign-in. */
export const ExternalSignInLimits = { attemptSeconds: 10 * 60, handoffSeconds: 60 } as const;

/**
 * Why a sign-in through a provider ended back on the login screen (or, linking, on account settings). The
 * codes travel in the address (`?externalError=<code>`); the web shows each in the reader's language.
 */
export const ExternalSignInErrors = {
  consentDenied: {
    code: 'external_sign_in.consent_denied',
    message: 'Sign-in was cancelled at the provider.',
  },
  attemptInvalid: {
    code: 'external_sign_in.attempt_invalid',
    message: 'This sign-in has expired or was already used. Please try again.',
  },
  codeRejected: {
    code: 'external_sign_in.code_rejected',
    message: 'The provider did not confirm the sign-in. Please try again.',
  },
  tokenInvalid: {
    code: 'external_sign_in.token_invalid',
    message: "The provider's answer could not be verified. Please try again.",
  },
  providerUnreachable: {
    code: 'external_sign_in.provider_unreachable',
    message: 'The sign-in service cannot be reached right now. Please try again later.',
  },
  emailMissing: {
    code: 'external_sign_in.email_missing',
    message: 'The provider did not share an email address, which an account needs.',
  },
  emailInUse: {
    code: 'external_sign_in.email_in_use',
    message:
      'An account with this email already exists. Sign in to it, then link this provider in your account settings.',
  },
  registrationClosed: {
    code: 'external_sign_in.registration_closed',
    message: 'There is no account for this sign-in, and registration is closed.',
  },
  accountBanned: { code: 'external_sign_in.account_banned', message: AccountBanned.message },
  linkedElsewhere: {
    code: 'external_sign_in.linked_elsewhere',
    message: 'This sign-in is already linked to another account.',
  },
  methodOff: { code: 'external_sign_in.method_off', message: 'This sign-in method is not offered here.' },
  handoffInvalid: {
    code: 'external_sign_in.handoff_invalid',
    message: 'This sign-in has expired. Please sign in again.',
  },
  lastSignInMethod: {
    code: 'external_sign_in.last_method',
    message: 'Keep at least one way to sign in: set a password or link another provider first.',
  },
  tooManyAttempts: {
    code: 'external_sign_in.too_many_attempts',
    message: 'Too many sign-in attempts from your connection. Please try again in a few minutes.',
  },
  notLinked: { code: 'external_sign_in.not_linked', message: 'This provider is not linked to your account.' },
} as const satisfies ErrorCatalogue;

export type ExternalSignInErrorCode =
  (typeof ExternalSignInErrors)[keyof typeof ExternalSignInErrors]['code'];
export const isExternalSignInErrorCode = (value: string): value is ExternalSignInErrorCode =>
  Object.values(ExternalSignInErrors).some((error) => error.code === value);

/** Sign-ins started from one client address per window (each sends the visitor to the provider). */
export const ExternalSignInRateLimit = { perWindow: 30, windowMs: 10 * 60 * 1000 } as const;

/** The address a browser opens to sign in through the provider (the server sends it on to the provider). */
export const externalStartPath = (provider: string, returnTo?: string) =>
  `/api/account/external/${provider}/start${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`;

/** The address the provider sends the visitor back to: register `<PUBLIC_URL>` followed by it at the provider. */
export const externalCallbackPath = (provider: string) => `/api/account/external/${provider}/callback`;

/** A return address inside this site only (an absolute path, never another origin): else the dashboard. */
export function safeReturnTo(value: string | undefined | null, fallback = '/dashboard'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if ([...value].some((character) => character < ' ') || value.startsWith('/api/')) return fallback;
  return value;
}
