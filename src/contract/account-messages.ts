// Texts and numbers of the account screens, apart from the schemas so the web can show them without
// loading zod (the schemas load with the forms that validate).

export const AccountValidation = {
  emailInvalid: 'Email must be a valid email address',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  firstNameRequired: 'First name required',
  lastNameRequired: 'Last name required',
  tooShort: 'Too Short!',
  tooLong: 'Too Long!',
} as const;

/** Validation and error messages of password reset, code verification and setting a new password. */
export const AccountRecoveryMessage = {
  codeRequired: 'Code is required',
  codeInvalid: 'Invalid or expired code',
  linkInvalid: 'Invalid or expired link',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordsMustMatch: 'Passwords must match',
  codeFormat: 'Code must be 6 digits',
  resetRequested:
    'If an account exists for this email, we have sent a link and a code to reset its password.',
} as const;

/** Rules shared by the server and the screens. */
export const AccountRecoveryRule = {
  codeLength: 6,
  passwordMinLength: 6,
  /** A reset code works for 15 minutes (the emailed link for 24 hours). */
  codeLifetimeMs: 15 * 60 * 1000,
  /** Wrong tries after which a code is void. */
  maxCodeAttempts: 5,
  /** Reset mails per account within `requestWindowMs`; further requests are answered alike but send nothing. */
  maxRequestsPerWindow: 3,
  requestWindowMs: 15 * 60 * 1000,
} as const;
