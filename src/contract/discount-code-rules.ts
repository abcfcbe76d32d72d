// The rules and refusals of managing discount codes (admins only, DECISIONS §3), apart from the schemas so that
// screens can use them without loading zod.

import { messagesOf, type ErrorCatalogue } from './errors';

export const DiscountCodeLimits = {
  /** A code: upper-case letters and digits (what a buyer types is upper-cased). */
  codePattern: /^[A-Z0-9]{3,20}$/,
  codeMinLength: 3,
  codeMaxLength: 20,
  percent: { min: 1, max: 100 },
  /** A fixed amount, in the shop's currency, to the cent. */
  amount: { max: 10_000 },
} as const;

/** Refusals of the discount-code calls (their codes are the orders area's: the texts live with it). */
export const DiscountCodeErrors = {
  codeInvalid: {
    code: 'orders.discount_code_invalid',
    message: 'Code must be 3 to 20 letters A-Z or digits',
  },
  codeTaken: { code: 'orders.discount_code_taken', message: 'A discount code with this name already exists' },
  kindInvalid: { code: 'orders.discount_kind_invalid', message: 'Kind must be percent or amount' },
  percentInvalid: {
    code: 'orders.discount_percent_invalid',
    message: `A percentage must be a whole number from ${DiscountCodeLimits.percent.min} to ${DiscountCodeLimits.percent.max}`,
  },
  amountInvalid: {
    code: 'orders.discount_amount_invalid',
    message: `An amount must be above 0 and at most ${DiscountCodeLimits.amount.max}, to the cent`,
  },
  expiryInvalid: { code: 'orders.discount_expiry_invalid', message: 'Expiry must be a date (YYYY-MM-DD)' },
  codeNotFound: { code: 'orders.discount_code_not_found', message: 'Discount code not found' },
} as const satisfies ErrorCatalogue;
export const DiscountCodeValidation = messagesOf(DiscountCodeErrors);

/** Whether a calendar date 'YYYY-MM-DD' exists (no 31 April). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** A code works through the whole of its expiry date (UTC): it stops at the end of that day. */
export const expiryInstantOf = (date: string): string => `${date}T23:59:59.999Z`;

/** Whether `value` is a valid discount of `kind`. */
export function isDiscountValue(kind: 'percent' | 'amount', value: number): boolean {
  if (!Number.isFinite(value)) return false;
  if (kind === 'percent')
    return (
      Number.isInteger(value) &&
      value >= DiscountCodeLimits.percent.min &&
      value <= DiscountCodeLimits.percent.max
    );
  return (
    value > 0 &&
    value <= DiscountCodeLimits.amount.max &&
    Math.abs(Math.round(value * 100) - value * 100) < 1e-6
  );
}
