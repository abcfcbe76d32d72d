// Payment card numbers as the account's Billing tab takes them. The full number stays in the browser: it is
// checked and its type told here, and only its last four digits and its type are sent (see account-settings.ts).

/** The cards an account can save. */
export const cardTypes = ['master_card', 'visa'] as const;
export type CardType = (typeof cardTypes)[number];

/** The longest card number (19 digits); the input stops taking digits there. */
export const CARD_NUMBER_MAX_DIGITS = 19;

/** How many digits each card type has (Visa issued 13 and 19 digit numbers too). */
const lengthsByType: Record<CardType, readonly number[]> = {
  visa: [13, 16, 19],
  master_card: [16],
};

/** The digits of what was typed or pasted: spaces, dashes and anything else left out. */
export const cardDigits = (input: string) => input.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX_DIGITS);

/** The number as it shows while typed: its digits in groups of four ("4242 4242 42"). */
export const formatCardNumber = (input: string) => cardDigits(input).replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The type a number's first digits tell (Visa 4; Mastercard 51-55 and 2221-2720), or null for any other card
 * and for too few digits to tell.
 */
export function detectCardType(input: string): CardType | null {
  const digits = cardDigits(input);
  if (digits.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(digits)) return 'master_card';
  const prefix = Number(digits.slice(0, 4));
  if (digits.length >= 4 && prefix >= 2221 && prefix <= 2720) return 'master_card';
  return null;
}

/** The Luhn check every card number passes: a mistyped digit or two swapped neighbours fail it. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether the input is a whole, well-formed number of a card of `type` (its length and its Luhn check). */
export function isCardNumberOf(input: string, type: CardType): boolean {
  const digits = cardDigits(input);
  return lengthsByType[type].includes(digits.length) && passesLuhn(digits);
}

/** The last four digits: all of the number the server ever receives. */
export const lastFourDigits = (input: string) => cardDigits(input).slice(-4);
