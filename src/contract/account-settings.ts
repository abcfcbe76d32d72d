import { z } from 'zod';
import { AccountErrors, newPassword } from './account';
import { AccountRecoveryErrors } from './account-messages';
import {
  AccountSettingsErrors as E,
  AccountSettingsLimits as L,
  isSocialLinkOf,
  type SocialNetwork,
} from './account-settings-rules';
import { cardDigits, detectCardType, isCardNumberOf } from './card-number';
import { newAddressSchema } from './orders';
import { ownImageUrlOrNone } from './own-images';
import { addressBookItemSchema, cardSchema, cardTypes } from './user';

export * from './account-settings-rules';

// ---- Requests -----------------------------------------------------------------------------------

const optionalText = (max: number) => z.string().trim().max(max, AccountErrors.tooLong.code).optional();

/**
 * POST /api/user/account/general/update: the General tab. The display name is always sent; any other field
 * left out keeps its value. The email is not among them: it is the sign-in name and stays as it is.
 */
export const updateAccountGeneralRequestSchema = z
  .object({
    displayName: z
      .string({ error: E.displayNameRequired.code })
      .trim()
      .min(1, E.displayNameRequired.code)
      .max(L.displayNameMaxLength, AccountErrors.tooLong.code),
    /** '' for no photo, else an image of the app: an upload of the caller's own or the photo it has now. */
    photoURL: ownImageUrlOrNone(E.photoInvalid.code),
    phoneNumber: optionalText(L.phoneNumberMaxLength),
    address: optionalText(L.placeMaxLength),
    country: optionalText(L.placeMaxLength),
    state: optionalText(L.placeMaxLength),
    city: optionalText(L.placeMaxLength),
    zipCode: optionalText(L.zipCodeMaxLength),
    about: optionalText(L.aboutMaxLength),
    isPublic: z.boolean({ error: E.isPublicInvalid.code }).optional(),
  })
  .meta({ id: 'UpdateAccountGeneralRequest' });
export type UpdateAccountGeneralRequest = z.input<typeof updateAccountGeneralRequestSchema>;

/**
 * POST /api/user/account/cards/new: only the last four digits and the type. The whole number is checked in
 * the browser (cardFormSchema) and never sent: a server that never receives card numbers cannot leak them.
 * A request that carries any other field (a `cardNumber`, say) is refused, not stripped.
 */
export const newCardRequestSchema = z
  .strictObject({
    last4: z.string({ error: E.cardLastFourInvalid.code }).regex(/^\d{4}$/, E.cardLastFourInvalid.code),
    cardType: z.enum(cardTypes, { error: E.cardTypeInvalid.code }),
  })
  .meta({ id: 'NewCardRequest' });
export type NewCardRequest = z.infer<typeof newCardRequestSchema>;

const idOf = (code: string) => z.string({ error: code }).trim().min(1, code).max(L.idMaxLength, code);

export const deleteCardRequestSchema = z
  .object({ cardId: idOf(E.cardIdRequired.code) })
  .meta({ id: 'DeleteCardRequest' });
export type DeleteCardRequest = z.infer<typeof deleteCardRequestSchema>;

/** POST /api/user/account/address-book/new takes the checkout's new address (its rules, its messages). */
export const newAddressBookEntryRequestSchema = newAddressSchema;

const addressId = idOf(E.addressIdRequired.code);

/** POST /api/user/account/address-book/update: every field of the address, as a new one has them. */
export const updateAddressRequestSchema = z
  .object({ addressId, updateAddress: newAddressSchema })
  .meta({ id: 'UpdateAddressRequest' });
export type UpdateAddressRequest = z.input<typeof updateAddressRequestSchema>;

/** delete, and default/update (make it the address checkout picks first). */
export const addressIdRequestSchema = z.object({ addressId }).meta({ id: 'AddressIdRequest' });
export type AddressIdRequest = z.infer<typeof addressIdRequestSchema>;

const socialLink = (network: SocialNetwork, error: { code: string }) =>
  z
    .string({ error: error.code })
    .trim()
    .max(L.socialLinkMaxLength, error.code)
    .refine((link) => isSocialLinkOf(network, link), error.code);

/** The links a profile shows with their networks' icons; '' for none. */
export const socialLinksSchema = z
  .object({
    facebookLink: socialLink('facebook', E.facebookLinkInvalid),
    instagramLink: socialLink('instagram', E.instagramLinkInvalid),
    linkedinLink: socialLink('linkedin', E.linkedinLinkInvalid),
    twitterLink: socialLink('twitter', E.twitterLinkInvalid),
  })
  .meta({ id: 'SocialLinks' });
export type SocialLinks = z.infer<typeof socialLinksSchema>;

// ---- Forms (the browser's own checks) -----------------------------------------------------------

/** The Add card form: the whole number (checked here, never sent) and the type it must be of. */
export const cardFormSchema = z
  .object({
    cardNumber: z.string({ error: E.cardNumberRequired.code }),
    cardType: z.enum(cardTypes, { error: E.cardTypeInvalid.code }),
  })
  .superRefine(({ cardNumber, cardType }, context) => {
    const problem = (code: string) =>
      context.addIssue({ code: 'custom', path: ['cardNumber'], message: code });
    if (cardDigits(cardNumber) === '') return problem(E.cardNumberRequired.code);
    const detected = detectCardType(cardNumber);
    if (detected && detected !== cardType) return problem(E.cardTypeMismatch.code);
    if (!isCardNumberOf(cardNumber, cardType)) return problem(E.cardNumberInvalid.code);
  });
export type CardForm = z.infer<typeof cardFormSchema>;

/** The Change password form: the server checks the old password and the new one's rule again. */
export const changePasswordFormSchema = z
  .object({
    oldPassword: z
      .string({ error: AccountErrors.oldPasswordRequired.code })
      .min(1, AccountErrors.oldPasswordRequired.code),
    newPassword,
    confirmNewPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmNewPassword, {
    path: ['confirmNewPassword'],
    message: AccountRecoveryErrors.passwordsMustMatch.code,
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

// ---- Answers ------------------------------------------------------------------------------------

export const cardResponseSchema = z.object({ card: cardSchema }).meta({ id: 'CardResponse' });
export type CardResponse = z.infer<typeof cardResponseSchema>;
export const deleteCardResponseSchema = z.object({ cardId: z.string() }).meta({ id: 'DeleteCardResponse' });

export const addressResponseSchema = z
  .object({ address: addressBookItemSchema })
  .meta({ id: 'AddressResponse' });
export type AddressResponse = z.infer<typeof addressResponseSchema>;
export const deleteAddressResponseSchema = z
  .object({ addressId: z.string() })
  .meta({ id: 'DeleteAddressResponse' });

export const socialLinksResponseSchema = z
  .object({ socialLinks: socialLinksSchema })
  .meta({ id: 'SocialLinksResponse' });
export type SocialLinksResponse = z.infer<typeof socialLinksResponseSchema>;
