import { z } from 'zod';

/** ISO-8601 timestamp as the API sends it, e.g. 2026-11-20T10:15:00.000Z. */
export const isoDateTime = z.iso.datetime({ offset: true });
export const entityId = z.string().min(1);
