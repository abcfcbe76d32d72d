import { z } from 'zod';
import { discountKinds } from './cart';
import { isoDateTime } from './common';
import {
  DiscountCodeErrors,
  DiscountCodeLimits,
  isCalendarDate,
  isDiscountValue,
} from './discount-code-rules';

export * from './discount-code-rules';

// ---- Requests -----------------------------------------------------------------------------------

/** A code as an admin names it: trimmed and upper-cased, then 3-20 letters A-Z or digits. */
const codeField = z
  .string({ error: DiscountCodeErrors.codeInvalid.code })
  .trim()
  .toUpperCase()
  .regex(DiscountCodeLimits.codePattern, DiscountCodeErrors.codeInvalid.code);

/** The code of an existing one (any case); an unknown one is 404. */
const existingCodeField = z
  .string({ error: DiscountCodeErrors.codeNotFound.code })
  .trim()
  .toUpperCase()
  .min(1, DiscountCodeErrors.codeNotFound.code)
  .max(DiscountCodeLimits.codeMaxLength, DiscountCodeErrors.codeNotFound.code);

const discountFields = {
  kind: z.enum(discountKinds, { error: DiscountCodeErrors.kindInvalid.code }),
  /** Percent (a whole number 1-100) or a fixed amount (above 0, to the cent). */
  value: z.number({ error: DiscountCodeErrors.amountInvalid.code }),
  /** The last day the code works (UTC), 'YYYY-MM-DD'; null or left out: it never expires. */
  expiresOn: z
    .string({ error: DiscountCodeErrors.expiryInvalid.code })
    .refine(isCalendarDate, DiscountCodeErrors.expiryInvalid.code)
    .nullable()
    .default(null),
};

/** A percentage or an amount, each in its own range: the refusal names `value` with the kind's message. */
const valueFitsKind = (request: { kind: 'percent' | 'amount'; value: number }, ctx: z.RefinementCtx) => {
  if (!isDiscountValue(request.kind, request.value))
    ctx.addIssue({
      code: 'custom',
      path: ['value'],
      message: (request.kind === 'percent'
        ? DiscountCodeErrors.percentInvalid
        : DiscountCodeErrors.amountInvalid
      ).code,
    });
};

export const newDiscountCodeRequestSchema = z
  .object({ code: codeField, ...discountFields })
  .superRefine(valueFitsKind)
  .meta({ id: 'NewDiscountCodeRequest' });
export type NewDiscountCodeRequest = z.input<typeof newDiscountCodeRequestSchema>;

/** Changes what a code takes off and when it expires; the code itself stays (orders name it). */
export const updateDiscountCodeRequestSchema = z
  .object({ code: existingCodeField, ...discountFields })
  .superRefine(valueFitsKind)
  .meta({ id: 'UpdateDiscountCodeRequest' });
export type UpdateDiscountCodeRequest = z.input<typeof updateDiscountCodeRequestSchema>;

export const deleteDiscountCodeRequestSchema = z
  .object({ code: existingCodeField })
  .meta({ id: 'DeleteDiscountCodeRequest' });

// ---- Answers ------------------------------------------------------------------------------------

export const discountCodeSchema = z
  .object({
    code: z.string(),
    kind: z.enum(discountKinds),
    value: z.number(),
    /** The last day it works, 'YYYY-MM-DD' (UTC); null: never expires. */
    expiresOn: z.string().nullable(),
    /** When it stops working; null: never. */
    expiresAt: isoDateTime.nullable(),
    expired: z.boolean(),
    /** How many orders used it. */
    uses: z.number().int(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'DiscountCode' });
export type DiscountCode = z.infer<typeof discountCodeSchema>;

export const discountCodeResponseSchema = z
  .object({ discountCode: discountCodeSchema })
  .meta({ id: 'DiscountCodeResponse' });
export type DiscountCodeResponse = z.infer<typeof discountCodeResponseSchema>;
export const discountCodesResponseSchema = z
  .object({ discountCodes: z.array(discountCodeSchema) })
  .meta({ id: 'DiscountCodesResponse' });
export type DiscountCodesResponse = z.infer<typeof discountCodesResponseSchema>;
export const deleteDiscountCodeResponseSchema = z
  .object({ code: z.string() })
  .meta({ id: 'DeleteDiscountCodeResponse' });
export type DeleteDiscountCodeResponse = z.infer<typeof deleteDiscountCodeResponseSchema>;
