import { z } from 'zod';
import { AccountRecoveryMessage, AccountRecoveryRule, AccountValidation } from './account-messages';

export { AccountRecoveryMessage, AccountRecoveryRule };

const requiredEmail = z
  .string({ error: AccountValidation.emailRequired })
  .trim()
  .min(1, AccountValidation.emailRequired)
  .pipe(z.email({ error: AccountValidation.emailInvalid }));

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
  .string({ error: AccountRecoveryMessage.codeRequired })
  .regex(/^\d$/, AccountRecoveryMessage.codeRequired);

/** The verify screen: one field per digit, each 'Code is required' (DECISIONS §5). */
export const verifyCodeFormSchema = z.object({
  digits: z.array(codeDigit).length(AccountRecoveryRule.codeLength, AccountRecoveryMessage.codeRequired),
  email: requiredEmail,
});
export type VerifyCodeForm = z.infer<typeof verifyCodeFormSchema>;

export const verifyCodeRequestSchema = z
  .object({
    email: requiredEmail,
    code: z
      .string({ error: AccountRecoveryMessage.codeRequired })
      .trim()
      .min(1, AccountRecoveryMessage.codeRequired)
      .regex(/^\d{6}$/, AccountRecoveryMessage.codeFormat),
  })
  .meta({ id: 'VerifyCodeRequest' });
export type VerifyCodeRequest = z.infer<typeof verifyCodeRequestSchema>;

/** A one-time token for `new-password`, as the emailed link carries. */
export const verifyCodeResponseSchema = z
  .object({ resetToken: z.string() })
  .meta({ id: 'VerifyCodeResponse' });
export type VerifyCodeResponse = z.infer<typeof verifyCodeResponseSchema>;

const newPasswordFields = {
  password: z
    .string({ error: AccountValidation.passwordRequired })
    .min(1, AccountValidation.passwordRequired)
    .min(AccountRecoveryRule.passwordMinLength, AccountRecoveryMessage.passwordTooShort),
  confirmPassword: z.string({ error: AccountRecoveryMessage.passwordsMustMatch }),
};
const passwordsMatch = (values: { password: string; confirmPassword: string }) =>
  values.password === values.confirmPassword;
const mismatch = { path: ['confirmPassword'], message: AccountRecoveryMessage.passwordsMustMatch };

/** The two password fields of the new-password screen. */
export const newPasswordFieldsSchema = z.object(newPasswordFields).refine(passwordsMatch, mismatch);
export type NewPasswordFields = z.infer<typeof newPasswordFieldsSchema>;

export const newPasswordRequestSchema = z
  .object({
    token: z.string({ error: AccountRecoveryMessage.linkInvalid }).min(1, AccountRecoveryMessage.linkInvalid),
    ...newPasswordFields,
  })
  .refine(passwordsMatch, mismatch)
  .meta({ id: 'NewPasswordRequest' });
export type NewPasswordRequest = z.infer<typeof newPasswordRequestSchema>;
