import { z } from 'zod';

/** An optional query-string integer: digits only (no sign, no decimals, no blanks). */
export const queryInteger = (range: { min: number; max: number; default: number }, message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,9}$/, message)
    .default(String(range.default))
    .transform(Number)
    .pipe(z.number().int().min(range.min, message).max(range.max, message));
