// The account settings' limits, social networks and refusals, apart from the schemas so that the screens can
// use them without loading zod (the schemas load with the forms that validate).

import type { ErrorCatalogue } from './errors';

export const AccountSettingsLimits = {
  displayNameMaxLength: 120,
  phoneNumberMaxLength: 40,
  /** Address, state, city and country. */
  placeMaxLength: 200,
  zipCodeMaxLength: 20,
  aboutMaxLength: 1000,
  socialLinkMaxLength: 300,
  /** Saved cards and addresses an account may keep (a checkout that saves its new address may go past it). */
  maxCards: 20,
  maxAddresses: 50,
  idMaxLength: 100,
} as const;

export const socialNetworks = ['facebook', 'instagram', 'linkedin', 'twitter'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/**
 * The sites a network's link may point to (and their subdomains, such as www. or m.): a profile shows each
 * link with its network's icon, so a link claiming to be Facebook must lead to Facebook.
 */
const socialLinkHosts: Record<SocialNetwork, readonly string[]> = {
  facebook: ['facebook.com'],
  instagram: ['instagram.com'],
  linkedin: ['linkedin.com'],
  twitter: ['x.com', 'twitter.com'],
};

/** Whether `link` is '' (no link) or an https:// address on one of the network's sites. */
export function isSocialLinkOf(network: SocialNetwork, link: string): boolean {
  if (link === '') return true;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '')
    return false;
  const host = url.hostname.toLowerCase();
  return socialLinkHosts[network].some((site) => host === site || host.endsWith(`.${site}`));
}

/** Refusals of the account settings (a user changing their own account). Codes under `user.`: the area's texts. */
export const AccountSettingsErrors = {
  displayNameRequired: { code: 'user.display_name_required', message: 'Display name is required' },
  photoInvalid: { code: 'user.photo_invalid', message: 'Photo must be an image you uploaded' },
  isPublicInvalid: { code: 'user.is_public_invalid', message: 'Public profile must be true or false' },
  cardNumberRequired: { code: 'user.card_number_required', message: 'Card number is required' },
  cardNumberInvalid: { code: 'user.card_number_invalid', message: 'Card number is invalid' },
  cardTypeInvalid: { code: 'user.card_type_invalid', message: 'Card type must be Mastercard or Visa' },
  cardTypeMismatch: { code: 'user.card_type_mismatch', message: 'Card number does not match the card type' },
  cardLastFourInvalid: {
    code: 'user.card_last_four_invalid',
    message: 'The last 4 digits of the card are required',
  },
  cardIdRequired: { code: 'user.card_id_required', message: 'Card id is required' },
  cardNotFound: { code: 'user.card_not_found', message: 'Card not found' },
  tooManyCards: {
    code: 'user.too_many_cards',
    message: `An account can keep at most ${AccountSettingsLimits.maxCards} cards`,
  },
  addressIdRequired: { code: 'user.address_id_required', message: 'Address id is required' },
  addressNotFound: { code: 'user.address_not_found', message: 'Address not found' },
  tooManyAddresses: {
    code: 'user.too_many_addresses',
    message: `An address book can hold at most ${AccountSettingsLimits.maxAddresses} addresses`,
  },
  facebookLinkInvalid: {
    code: 'user.facebook_link_invalid',
    message: 'Facebook link must be an https:// address on facebook.com',
  },
  instagramLinkInvalid: {
    code: 'user.instagram_link_invalid',
    message: 'Instagram link must be an https:// address on instagram.com',
  },
  linkedinLinkInvalid: {
    code: 'user.linkedin_link_invalid',
    message: 'LinkedIn link must be an https:// address on linkedin.com',
  },
  twitterLinkInvalid: {
    code: 'user.twitter_link_invalid',
    message: 'X (Twitter) link must be an https:// address on x.com or twitter.com',
  },
} as const satisfies ErrorCatalogue;
