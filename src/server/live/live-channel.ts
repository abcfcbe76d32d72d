import type { LiveRecipients } from './live-hub';

/** The PostgreSQL NOTIFY channel of live wake-ups. */
export const LIVE_CHANNEL = 'live_events';

/** NOTIFY payloads must stay under 8000 bytes; a longer list of accounts wakes everyone instead. */
const MAX_PAYLOAD_LENGTH = 7_000;
const EVERYONE = '*';

/** The NOTIFY payload naming whom to wake: a JSON list of account ids, or '*'. */
export function encodeWakePayload(recipients: LiveRecipients): string {
  if (recipients === 'everyone') return EVERYONE;
  const text = JSON.stringify([...new Set(recipients)]);
  return text.length > MAX_PAYLOAD_LENGTH ? EVERYONE : text;
}

/** Whom a NOTIFY payload names; anything unreadable wakes everyone (a wake-up too many costs one read). */
export function decodeWakePayload(payload: string | undefined): LiveRecipients {
  if (!payload || payload === EVERYONE) return 'everyone';
  try {
    const ids: unknown = JSON.parse(payload);
    if (Array.isArray(ids) && ids.every((id) => typeof id === 'string')) return ids as string[];
  } catch {
    // not ours: wake everyone
  }
  return 'everyone';
}
