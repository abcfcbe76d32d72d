import type { DiscountKind } from '@/contract/cart';
import type { DiscountCode, NewDiscountCodeRequest } from '@/contract/discount-codes';

/** The dialog's fields as typed: the value as text (a comma before the cents is fine), no expiry as ''. */
export interface DiscountCodeFormValues {
  code: string;
  kind: DiscountKind;
  value: string;
  /** 'YYYY-MM-DD' (a date input's value) or ''. */
  expiresOn: string;
}

export const emptyDiscountCodeForm: DiscountCodeFormValues = { code: '', kind: 'percent', value: '', expiresOn: '' };

export const discountCodeFormValuesOf = (code: DiscountCode): DiscountCodeFormValues => ({
  code: code.code,
  kind: code.kind,
  value: String(code.value),
  expiresOn: code.expiresOn ?? '',
});

/** Up to 5 digits, then a point or comma with up to 2 more: what the value field takes. */
export const isValueText = (text: string): boolean => /^\d{0,5}([.,]\d{0,2})?$/.test(text);

/** The request the form sends; an empty value is 0, so the kind's own rule names what is missing. */
export const discountCodeRequestOf = (values: DiscountCodeFormValues): NewDiscountCodeRequest => ({
  code: values.code,
  kind: values.kind,
  value: values.value.trim() === '' ? 0 : Number(values.value.replace(',', '.')),
  expiresOn: values.expiresOn === '' ? null : values.expiresOn,
});
