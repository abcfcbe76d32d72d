import { myAccountResponseSchema } from '@/contract/account';
import {
  addressIdRequestSchema,
  addressResponseSchema,
  cardResponseSchema,
  deleteAddressResponseSchema,
  deleteCardRequestSchema,
  deleteCardResponseSchema,
  newAddressBookEntryRequestSchema,
  newCardRequestSchema,
  socialLinksResponseSchema,
  socialLinksSchema,
  updateAccountGeneralRequestSchema,
  updateAddressRequestSchema,
} from '@/contract/account-settings';
import { addressBookResponseSchema } from '@/contract/user';
import { bearerAuth, defineRoute, errorResponses, jsonBody, jsonOk } from './route-helpers';

const tags = ['Account settings'];
const security = bearerAuth;

/**
 * The signed-in user's changes to their own account (the reads of cards, address book, invoices and
 * notification settings are userApi's). Another account's card or address is answered 404, as a missing one.
 */
export const accountSettingsApi = {
  updateGeneral: defineRoute({
    method: 'post',
    path: '/api/user/account/general/update',
    operationId: 'updateAccountGeneral',
    tags,
    security,
    summary: "Save the caller's display name, photo, contact details, about text and public-profile choice",
    request: { body: jsonBody(updateAccountGeneralRequestSchema) },
    responses: { ...jsonOk(myAccountResponseSchema), ...errorResponses(400, 401, 403, 413) },
  }),
  newCard: defineRoute({
    method: 'post',
    path: '/api/user/account/cards/new',
    operationId: 'addPaymentCard',
    tags,
    security,
    summary: 'Save a payment card by its last four digits and type (a whole card number is refused)',
    request: { body: jsonBody(newCardRequestSchema) },
    responses: { ...jsonOk(cardResponseSchema), ...errorResponses(400, 401, 403, 413) },
  }),
  deleteCard: defineRoute({
    method: 'post',
    path: '/api/user/account/cards/delete',
    operationId: 'deletePaymentCard',
    tags,
    security,
    summary: "Remove one of the caller's cards",
    request: { body: jsonBody(deleteCardRequestSchema) },
    responses: { ...jsonOk(deleteCardResponseSchema), ...errorResponses(400, 401, 403, 404, 413) },
  }),
  newAddress: defineRoute({
    method: 'post',
    path: '/api/user/account/address-book/new',
    operationId: 'addAddress',
    tags,
    security,
    summary: "Add an address to the caller's address book (the default when there is none yet)",
    request: { body: jsonBody(newAddressBookEntryRequestSchema) },
    responses: { ...jsonOk(addressResponseSchema), ...errorResponses(400, 401, 403, 413) },
  }),
  updateAddress: defineRoute({
    method: 'post',
    path: '/api/user/account/address-book/update',
    operationId: 'updateAddress',
    tags,
    security,
    summary: "Change one of the caller's addresses",
    request: { body: jsonBody(updateAddressRequestSchema) },
    responses: { ...jsonOk(addressResponseSchema), ...errorResponses(400, 401, 403, 404, 413) },
  }),
  deleteAddress: defineRoute({
    method: 'post',
    path: '/api/user/account/address-book/delete',
    operationId: 'deleteAddress',
    tags,
    security,
    summary: "Remove one of the caller's addresses (deleting the default leaves none as default)",
    request: { body: jsonBody(addressIdRequestSchema) },
    responses: { ...jsonOk(deleteAddressResponseSchema), ...errorResponses(400, 401, 403, 404, 413) },
  }),
  setDefaultAddress: defineRoute({
    method: 'post',
    path: '/api/user/account/address-book/default/update',
    operationId: 'setDefaultAddress',
    tags,
    security,
    summary: "Make one of the caller's addresses the default; answers the address book, the default first",
    request: { body: jsonBody(addressIdRequestSchema) },
    responses: { ...jsonOk(addressBookResponseSchema), ...errorResponses(400, 401, 403, 404, 413) },
  }),
  socialLinks: defineRoute({
    method: 'get',
    path: '/api/user/account/social-links',
    operationId: 'getSocialLinks',
    tags,
    security,
    summary: "The caller's links to Facebook, Instagram, LinkedIn and X (Twitter)",
    responses: { ...jsonOk(socialLinksResponseSchema), ...errorResponses(401, 403) },
  }),
  updateSocialLinks: defineRoute({
    method: 'post',
    path: '/api/user/account/social-links/update',
    operationId: 'updateSocialLinks',
    tags,
    security,
    summary: "Save the caller's four social links ('' for none); each must be https:// on its network's site",
    request: { body: jsonBody(socialLinksSchema) },
    responses: { ...jsonOk(socialLinksResponseSchema), ...errorResponses(400, 401, 403, 413) },
  }),
};
