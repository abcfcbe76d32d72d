import { z } from 'zod';

/** One readiness check of GET /api/health: the database, the applied migrations, the file storage. */
export const healthCheckSchema = z
  .object({
    name: z.string(),
    status: z.enum(['ok', 'failed']),
  })
  .meta({ id: 'HealthCheck' });
export type HealthCheck = z.infer<typeof healthCheckSchema>;

/**
 * The readiness answer: `ok` (200) when every check passes; `unavailable` (503) when one fails, `draining` (503)
 * while the server finishes its requests before it stops. `database` and `engine` say which database answers.
 */
export const healthSchema = z
  .object({
    status: z.enum(['ok', 'unavailable', 'draining']),
    database: z.enum(['ok', 'unavailable']),
    engine: z.enum(['sqlite', 'postgres']),
    checks: z.array(healthCheckSchema),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof healthSchema>;

/** The liveness answer: the process serves requests (whatever its database does). */
export const livenessSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Liveness' });
export type Liveness = z.infer<typeof livenessSchema>;
