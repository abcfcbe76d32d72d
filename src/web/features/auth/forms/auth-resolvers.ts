import type { LoginRequest, RegisterRequest } from '@/contract/account';
import type {
  NewPasswordFields,
  ResetPasswordRequest,
  VerifyCodeForm,
} from '@/contract/account-recovery';
import { lazyResolver } from '@/web/lib/lazy-resolver';

const schemas = () => import('./auth-schemas');

/** The validation of each sign-in form, from the contract's schemas, loaded after the screen paints. */
export const authResolvers = {
  login: lazyResolver<LoginRequest>(async () => (await schemas()).loginResolver),
  register: lazyResolver<RegisterRequest>(async () => (await schemas()).registerResolver),
  resetPassword: lazyResolver<ResetPasswordRequest>(async () => (await schemas()).resetPasswordResolver),
  verifyCode: lazyResolver<VerifyCodeForm>(async () => (await schemas()).verifyCodeResolver),
  newPassword: lazyResolver<NewPasswordFields>(async () => (await schemas()).newPasswordResolver),
};
