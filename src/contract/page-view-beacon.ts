import { z } from 'zod';
import type { ErrorCatalogue } from './errors';

/**
 * A view the browser reports for a public page it showed without loading it from the server (a link followed
 * inside the app); the server counts full page loads itself.
 */
export const pageViewBeaconSchema = z
  .object({
    path: z
      .string({ error: 'site_traffic.path_required' })
      .min(1, { error: 'site_traffic.path_required' })
      .max(300),
  })
  .meta({ id: 'PageViewBeacon' });
export type PageViewBeacon = z.infer<typeof pageViewBeaconSchema>;

/** Whether the view was counted: false for a path that is no public page, or a robot's report. */
export const pageViewReceiptSchema = z.object({ counted: z.boolean() }).meta({ id: 'PageViewReceipt' });

/** Limits of the public view beacon: a tiny body, and a client's reports per window (a person reads far fewer). */
export const PageViewBeaconRule = { maxBodyBytes: 1024, perWindow: 120, windowMs: 60_000 } as const;

export const SiteTrafficErrors = {
  pathRequired: { code: 'site_traffic.path_required', message: 'Path is required' },
  tooManyRequests: {
    code: 'site_traffic.too_many_requests',
    message: 'Too many page views reported from your connection',
  },
} as const satisfies ErrorCatalogue;
