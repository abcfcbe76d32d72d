import { z } from 'zod';
import { AccountErrors, AccountValidation, PasswordRule } from './account-messages';
import { authMethods, socialProviders } from './sign-in-methods';

export { AccountErrors, AccountValidation };

export const userRoles = ['admin', 'user'] as const;
export type UserRole = (typeof userRoles)[number];

/** The signed-in account. The password never leaves the server. */
export const accountUserSchema = z
  .object({
    id: z.string(),
    displayName: z.string(),
    email: z.string(),
    photoURL: z.string(),
    phoneNumber: z.string(),
    country: z.string(),
    address: z.string(),
    state: z.string(),
    city: z.string(),
    zipCode: z.string(),
    about: z.string(),
    role: z.enum(userRoles),
    isPublic: z.boolean(),
  })
  .meta({ id: 'AccountUser' });
export type AccountUser = z.infer<typeof accountUserSchema>;

const requiredEmail = z
  .string({ error: AccountErrors.emailRequired.code })
  .trim()
  .min(1, AccountErrors.emailRequired.code)
  .pipe(z.email({ error: AccountErrors.emailInvalid.code }));

const requiredPassword = z
  .string({ error: AccountErrors.passwordRequired.code })
  .min(1, AccountErrors.passwordRequired.code);

/** A password an account is given: registration, reset and change take the same rule. */
export const newPassword = z
  .string({ error: AccountErrors.passwordRequired.code })
  .min(1, AccountErrors.passwordRequired.code)
  .min(PasswordRule.minLength, AccountErrors.passwordTooShort.code)
  .max(PasswordRule.maxLength, AccountErrors.passwordTooLong.code);

const personName = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .min(2, AccountErrors.tooShort.code)
    .max(50, AccountErrors.tooLong.code);

export const loginRequestSchema = z
  .object({ email: requiredEmail, password: requiredPassword })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z
  .object({
    email: requiredEmail,
    password: newPassword,
    firstName: personName(AccountErrors.firstNameRequired.code),
    lastName: personName(AccountErrors.lastNameRequired.code),
  })
  .meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const sessionResponseSchema = z
  .object({ accessToken: z.string(), user: accountUserSchema })
  .meta({ id: 'SessionResponse' });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const myAccountResponseSchema = z
  .object({ user: accountUserSchema })
  .meta({ id: 'MyAccountResponse' });
export type MyAccountResponse = z.infer<typeof myAccountResponseSchema>;

export const changePasswordRequestSchema = z
  .object({
    oldPassword: z
      .string({ error: AccountErrors.oldPasswordRequired.code })
      .min(1, AccountErrors.oldPasswordRequired.code),
    newPassword,
  })
  .meta({ id: 'ChangePasswordRequest' });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const sessionMessageResponseSchema = z
  .object({ message: z.string() })
  .meta({ id: 'SessionMessageResponse' });

/** Access tokens live 5 days. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 5 * 24 * 60 * 60;

/**
 * What the login screen may show: the demo credentials only while that account still uses them, the link to
 * registration only while registration is open (REGISTRATION=closed turns it off), and the ways to sign in
 * (AUTH_METHODS) with the social providers configured.
 */
export const loginOptionsResponseSchema = z
  .object({
    demoAccount: z.object({ email: z.string(), password: z.string() }).nullable(),
    registrationOpen: z.boolean(),
    methods: z.array(z.enum(authMethods)),
    socialProviders: z.array(z.enum(socialProviders)),
  })
  .meta({ id: 'LoginOptionsResponse' });
export type LoginOptionsResponse = z.infer<typeof loginOptionsResponseSchema>;
