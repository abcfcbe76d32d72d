import { z } from 'zod';

/** The liveness answer: whether the server and its database answer, and which engine it runs on. */
export const healthSchema = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    database: z.enum(['ok', 'unavailable']),
    engine: z.enum(['sqlite', 'postgres']),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof healthSchema>;
