import { describe, expect, it } from 'vitest';
import { cardFormSchema } from './account-settings';
import {
  cardDigits,
  detectCardType,
  formatCardNumber,
  isCardNumberOf,
  lastFourDigits,
  passesLuhn,
} from './card-number';

// Test numbers the card networks publish for integration tests; none is a real card.
const visa16 = '4242424242424242';
const visa13 = '4222222222222';
const visa19 = '4111111111111111110';
const master = '5555555555554444';
const master2Series = '2223003122003222';
const amex = '378282246310005';

describe('card numbers', () => {
  it('takes the digits of what was typed or pasted, at most 19', () => {
    expect(cardDigits('4242 4242-4242.4242')).toBe(visa16);
    expect(cardDigits(' abc ')).toBe('');
    expect(cardDigits('1'.repeat(25))).toHaveLength(19);
  });

  it('shows the number in groups of four as it is typed', () => {
    expect(formatCardNumber('')).toBe('');
    expect(formatCardNumber('4')).toBe('4');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242-4242 4242 4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber(visa19)).toBe('4111 1111 1111 1111 110');
    expect(formatCardNumber(`${visa16}99999`)).toBe('4242 4242 4242 4242 999');
  });

  it('tells Visa and Mastercard (5-series and 2-series) by their first digits', () => {
    expect(detectCardType('4')).toBe('visa');
    expect(detectCardType(visa16)).toBe('visa');
    expect(detectCardType('51')).toBe('master_card');
    expect(detectCardType('55')).toBe('master_card');
    expect(detectCardType(master)).toBe('master_card');
    expect(detectCardType('2221')).toBe('master_card');
    expect(detectCardType('2720')).toBe('master_card');
    expect(detectCardType(master2Series)).toBe('master_card');
    for (const other of ['', '5', '50', '56', '2', '222', '2220', '2721', amex, '6011111111111117'])
      expect(detectCardType(other), other).toBeNull();
  });

  it('checks the Luhn digit', () => {
    for (const valid of [visa16, visa13, visa19, master, master2Series, amex, '0'])
      expect(passesLuhn(valid), valid).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    // Two neighbours swapped.
    expect(passesLuhn('2424424242424242')).toBe(false);
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('4242 4242')).toBe(false);
  });

  it('knows a whole number of each type by its length and check digit', () => {
    expect(isCardNumberOf('4242 4242 4242 4242', 'visa')).toBe(true);
    expect(isCardNumberOf(visa13, 'visa')).toBe(true);
    expect(isCardNumberOf(visa19, 'visa')).toBe(true);
    expect(isCardNumberOf(master, 'master_card')).toBe(true);
    expect(isCardNumberOf(master2Series, 'master_card')).toBe(true);
    expect(isCardNumberOf('424242424242', 'visa')).toBe(false);
    expect(isCardNumberOf('4242424242424241', 'visa')).toBe(false);
    // 13 digits that pass Luhn are no Mastercard.
    expect(isCardNumberOf(visa13, 'master_card')).toBe(false);
  });

  it('gives the last four digits, all the server receives', () => {
    expect(lastFourDigits('4242 4242 4242 1234')).toBe('1234');
    expect(lastFourDigits('12')).toBe('12');
  });
});

describe('the Add card form', () => {
  const check = (cardNumber: string, cardType: string) => {
    const result = cardFormSchema.safeParse({ cardNumber, cardType });
    return result.success
      ? 'ok'
      : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('takes a valid number of the chosen type, however it is spaced', () => {
    expect(check('4242 4242 4242 4242', 'visa')).toBe('ok');
    expect(check('5555-5555-5555-4444', 'master_card')).toBe('ok');
  });

  it('says what is wrong, by code', () => {
    expect(check('', 'visa')).toEqual(['cardNumber: user.card_number_required']);
    expect(check('  - ', 'visa')).toEqual(['cardNumber: user.card_number_required']);
    expect(check(master, 'visa')).toEqual(['cardNumber: user.card_type_mismatch']);
    expect(check(visa16, 'master_card')).toEqual(['cardNumber: user.card_type_mismatch']);
    expect(check('4242 4242 4242 4241', 'visa')).toEqual(['cardNumber: user.card_number_invalid']);
    expect(check('4242 4242', 'visa')).toEqual(['cardNumber: user.card_number_invalid']);
    expect(check(amex, 'visa')).toEqual(['cardNumber: user.card_number_invalid']);
    expect(check(visa16, 'amex')).toEqual(['cardType: user.card_type_invalid']);
  });
});
