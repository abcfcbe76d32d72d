// Texts and numbers of the account screens, apart from the schemas so the web can show them without
// loading zod (the schemas load with the forms that validate).

import { messagesOf, type ErrorCatalogue } from './errors';

/** Every password an account is given (registration, reset, change) is 6 to 128 characters. */
export const PasswordRule = { minLength: 6, maxLength: 128 } as const;

export const AccountErrors = {
  emailInvalid: { code: 'account.email_invalid', message: 'Email must be a valid email address' },
  emailRequired: { code: 'account.email_required', message: 'Email is required' },
  passwordRequired: { code: 'account.password_required', message: 'Password is required' },
  passwordTooShort: {
    code: 'account.password_too_short',
    message: `Password must be at least ${PasswordRule.minLength} characters`,
  },
  passwordTooLong: {
    code: 'account.password_too_long',
    message: `Password must be at most ${PasswordRule.maxLength} characters`,
  },
  firstNameRequired: { code: 'account.first_name_required', message: 'First name required' },
  lastNameRequired: { code: 'account.last_name_required', message: 'Last name required' },
  tooShort: { code: 'account.too_short', message: 'Too Short!' },
  tooLong: { code: 'account.too_long', message: 'Too Long!' },
  /** REGISTRATION=closed: accounts are added by admins only. */
  registrationClosed: { code: 'account.registration_closed', message: 'Registration is closed' },
  oldPasswordRequired: { code: 'account.old_password_required', message: 'Old Password is required' },
  oldPasswordWrong: { code: 'account.old_password_wrong', message: 'Old password is incorrect' },
  /** 429: `SignInThrottle.maxFailures` failed sign-ins of one account or from one address within the window. */
  tooManySignIns: {
    code: 'account.too_many_sign_ins',
    message: 'Too many failed sign-in attempts. Please try again in a few minutes.',
  },
  /** 429: `RegistrationLimit` accounts created from one address within its window. */
  tooManyRegistrations: {
    code: 'account.too_many_registrations',
    message: 'Too many accounts created from your connection. Please try again later.',
  },
} as const satisfies ErrorCatalogue;

/** Failed sign-ins counted per account and per client address; at the limit, 429 until the oldest one ages out. */
export const SignInThrottle = { maxFailures: 10, windowMs: 15 * 60 * 1000 } as const;
/** New accounts one client address may create per window (a household or an office shares an address). */
export const RegistrationLimit = { perWindow: 10, windowMs: 60 * 60 * 1000 } as const;
/** Messages of the session endpoints (logout, change-password). */
export const SessionMessage = { signedOut: 'Signed out', passwordChanged: 'Password changed' } as const;
export const AccountValidation = messagesOf(AccountErrors);

export const AccountRecoveryErrors = {
  codeRequired: { code: 'account_recovery.code_required', message: 'Code is required' },
  codeInvalid: { code: 'account_recovery.code_invalid', message: 'Invalid or expired code' },
  linkInvalid: { code: 'account_recovery.link_invalid', message: 'Invalid or expired link' },
  passwordsMustMatch: { code: 'account_recovery.passwords_must_match', message: 'Passwords must match' },
  codeFormat: { code: 'account_recovery.code_format', message: 'Code must be 6 digits' },
  /** 429: `maxAddressRequestsPerWindow` reset requests from one client address within the window. */
  tooManyRequests: {
    code: 'account_recovery.too_many_requests',
    message: 'Too many reset requests from your connection. Please try again in a few minutes.',
  },
} as const satisfies ErrorCatalogue;
/** Validation and error messages of password reset, code verification and setting a new password. */
export const AccountRecoveryMessage = {
  ...messagesOf(AccountRecoveryErrors),
  resetRequested:
    'If an account exists for this email, we have sent a link and a code to reset its password.',
} as const;

/** Rules shared by the server and the screens. */
export const AccountRecoveryRule = {
  codeLength: 6,
  /** A reset code works for 15 minutes (the emailed link for 24 hours). */
  codeLifetimeMs: 15 * 60 * 1000,
  /** Wrong tries after which a code is void. */
  maxCodeAttempts: 5,
  /** Reset mails per account within `requestWindowMs`; further requests are answered alike but send nothing. */
  maxRequestsPerWindow: 3,
  requestWindowMs: 15 * 60 * 1000,
  /** Reset requests (for any email) one client address may make within `requestWindowMs`; then 429. */
  maxAddressRequestsPerWindow: 10,
} as const;
