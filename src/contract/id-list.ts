import { z } from 'zod';

interface IdListRules {
  /** The schema of one id. */
  id: z.ZodType<string>;
  /** How many one request may name. */
  max: number;
  /** The codes of a missing or empty list, and of a longer one. */
  required: string;
  tooMany: string;
}

/** The ids a bulk action takes (a list's "delete selected"): 1 to `max` of them; the same id twice is one. */
const idListSchema = ({ id, max, required, tooMany }: IdListRules) =>
  z
    .array(id, { error: required })
    .min(1, required)
    .max(max, tooMany)
    .transform((ids) => [...new Set(ids)]);

/** The body of a bulk action: the ids under `key` (`{ productIds: [...] }`). */
export const idListRequestSchema = <K extends string>(key: K, rules: IdListRules) =>
  z.object({ [key]: idListSchema(rules) } as { [P in K]: ReturnType<typeof idListSchema> });

/** The answer of a bulk action: the ids it acted on, under `key`. */
export const idListResponseSchema = <K extends string>(key: K) =>
  z.object({ [key]: z.array(z.string()) } as { [P in K]: z.ZodArray<z.ZodString> });
