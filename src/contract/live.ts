import { z } from 'zod';
import { chatMessageSchema, contactStatuses } from './chat';
import { isoDateTime } from './common';

export * from './live-rules';

export const liveTicketResponseSchema = z
  .object({
    /** Opens the account's stream as `GET /api/live?ticket=…` until `expiresAt`, as often as needed. */
    ticket: z.string(),
    expiresAt: isoDateTime,
  })
  .meta({ id: 'LiveTicket' });
export type LiveTicketResponse = z.infer<typeof liveTicketResponseSchema>;

export const liveStreamQuerySchema = z.object({
  ticket: z
    .string()
    .optional()
    .meta({ description: 'A stream ticket (POST /api/live/ticket) in place of the Authorization header' }),
  lastEventId: z
    .string()
    .optional()
    .meta({ description: 'As the Last-Event-ID header, for a client that cannot send one; the header wins' }),
});

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
