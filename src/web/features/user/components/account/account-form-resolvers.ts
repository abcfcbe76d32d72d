import type { CardForm, ChangePasswordForm, SocialLinks } from '@/contract/account-settings';
import type { CardType } from '@/contract/user';
import { lazyResolver } from '@/web/lib/lazy-resolver';
import type { AccountGeneralForm } from './account-general-values';

const schemas = () => import('./account-form-schemas');

/** The Add card form holds no type until the number tells one or the user picks one. */
export type CardFormValues = Omit<CardForm, 'cardType'> & { cardType: CardType | '' };

/** The account settings' forms' validation, the contract's rules, loaded after the screen paints. */
export const accountFormResolvers = {
  general: lazyResolver<AccountGeneralForm>(async () => (await schemas()).accountGeneralResolver),
  card: lazyResolver<CardFormValues>(async () => (await schemas()).cardResolver),
  socialLinks: lazyResolver<SocialLinks>(async () => (await schemas()).socialLinksResolver),
  changePassword: lazyResolver<ChangePasswordForm>(async () => (await schemas()).changePasswordResolver),
};
