import { z } from 'zod';
import { chatMessageSchema, contactStatuses } from './chat';

/**
 * The live stream: `GET /api/live` answers Server-Sent Events for the signed-in user (Bearer token as on every
 * data call). Each event's SSE `id` is its sequence number; a client that reconnects sends it back as
 * `Last-Event-ID` and receives every event after it exactly once. The SSE `event` name is the event's `type`
 * and its `data` the JSON of the whole event.
 */
export const LIVE_PATH = '/api/live';

export const liveEventSchema = z
  .discriminatedUnion('type', [
    /** A message arrived in (or was sent from another window into) one of the user's conversations. */
    z.object({ type: z.literal('chat.message'), conversationId: z.string(), message: chatMessageSchema }),
    /** The user's unread count of a conversation changed (it was marked seen, possibly in another window). */
    z.object({ type: z.literal('chat.seen'), conversationId: z.string() }),
    /** Something in the user's mailbox changed: a mail arrived, was moved, flagged, labelled or deleted. */
    z.object({ type: z.literal('mail.changed') }),
    /** The user's notifications changed (one was created or read). */
    z.object({ type: z.literal('notifications.changed') }),
    /** An account of the workspace came online, went offline or changed its status. */
    z.object({ type: z.literal('presence'), userId: z.string(), status: z.enum(contactStatuses) }),
  ])
  .meta({ id: 'LiveEvent' });
export type LiveEvent = z.infer<typeof liveEventSchema>;
export type LiveEventType = LiveEvent['type'];
