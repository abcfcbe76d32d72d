import { z } from 'zod';
import {
  AccountErrors,
  AccountRecoveryErrors,
  AccountRecoveryMessage,
  AccountRecoveryRule,
} from './account-messages';
import { newPassword } from './account';

export { AccountRecoveryErrors, AccountRecoveryMessage, AccountRecoveryRule };

const requiredEmail = z
  .string({ error: AccountErrors.emailRequired.code })
  .trim()
  .min(1, AccountErrors.emailRequired.code)
  .pipe(z.email({ error: AccountErrors.emailInvalid.code }));

export const resetPasswordRequestSchema = z
  .object({ email: requiredEmail })
  .meta({ id: 'ResetPasswordRequest' });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** The same answer whether or not an account has the email, so nobody learns which emails have accounts. */
export const resetPasswordResponseSchema = z
  .object({ message: z.string() })
  .meta({ id: 'ResetPasswordResponse' });
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;

const codeDigit = z
  .string({ error: AccountRecoveryErrors.codeRequired.code })
  .regex(/^\d$/, AccountRecoveryErrors.codeRequired.code);

/** The verify screen: one field per digit, each 'Code is required'. */
export const verifyCodeFormSchema = z.object({
  digits: z.array(codeDigit).length(AccountRecoveryRule.codeLength, AccountRecoveryErrors.codeRequired.code),
  email: requiredEmail,
});
export type VerifyCodeForm = z.infer<typeof verifyCodeFormSchema>;

export const verifyCodeRequestSchema = z
  .object({
    email: requiredEmail,
    code: z
      .string({ error: AccountRecoveryErrors.codeRequired.code })
      .trim()
      .min(1, AccountRecoveryErrors.codeRequired.code)
      .regex(/^\d{6}$/, AccountRecoveryErrors.codeFormat.code),
  })
  .meta({ id: 'VerifyCodeRequest' });
export type VerifyCodeRequest = z.infer<typeof verifyCodeRequestSchema>;

/** A one-time token for `new-password`, as the emailed link carries. */
export const verifyCodeResponseSchema = z
  .object({ resetToken: z.string() })
  .meta({ id: 'VerifyCodeResponse' });
export type VerifyCodeResponse = z.infer<typeof verifyCodeResponseSchema>;

const newPasswordFields = {
  password: newPassword,
  confirmPassword: z.string({ error: AccountRecoveryErrors.passwordsMustMatch.code }),
};
const passwordsMatch = (values: { password: string; confirmPassword: string }) =>
  values.password === values.confirmPassword;
const mismatch = { path: ['confirmPassword'], message: AccountRecoveryErrors.passwordsMustMatch.code };

/** The two password fields of the new-password screen. */
export const newPasswordFieldsSchema = z.object(newPasswordFields).refine(passwordsMatch, mismatch);
export type NewPasswordFields = z.infer<typeof newPasswordFieldsSchema>;

export const newPasswordRequestSchema = z
  .object({
    token: z
      .string({ error: AccountRecoveryErrors.linkInvalid.code })
      .min(1, AccountRecoveryErrors.linkInvalid.code),
    ...newPasswordFields,
  })
  .refine(passwordsMatch, mismatch)
  .meta({ id: 'NewPasswordRequest' });
export type NewPasswordRequest = z.infer<typeof newPasswordRequestSchema>;
