import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  ChatErrors,
  type ChatMessage,
  type NewMessageResponse,
  type ParsedNewMessageRequest,
} from '@/contract/chat';
import { ApiErrors } from '@/contract/errors';
import { notificationLinks } from '@/contract/notification-links';
import { notificationExcerpt } from '@/contract/notifications';
import { insertNotifications } from '@/server/areas/notifications/notifications-store';
import { toJson } from '@/server/db/columns';
import type { Db } from '@/server/db/database';
import { badRequest, fieldError, notFound } from '@/server/http/api-error';
import { publishLiveEvent } from '@/server/live/publish-live-event';
import { toChatMessage } from './conversation-store';

/** Whether the account takes part in the conversation. */
async function isParticipant(db: Db, userId: string, conversationId: string): Promise<boolean> {
  const row = await db
    .selectFrom('conversation_participants')
    .select('user_id')
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The conversation whose participants are exactly `members` (the sender among them). */
async function findConversationWithExactly(
  db: Db,
  senderId: string,
  members: string[],
): Promise<string | undefined> {
  const row = await db
    .selectFrom('conversation_participants as p')
    .select('p.conversation_id')
    .where(
      'p.conversation_id',
      'in',
      db.selectFrom('conversation_participants').select('conversation_id').where('user_id', '=', senderId),
    )
    .groupBy('p.conversation_id')
    .having((eb) => eb.fn.countAll(), '=', members.length)
    .having(
      (eb) => eb.fn.sum(eb.case().when('p.user_id', 'in', members).then(sql.lit(1)).else(sql.lit(0)).end()),
      '=',
      members.length,
    )
    .executeTakeFirst();
  return row?.conversation_id;
}

/** Reuses the conversation of exactly the sender and the recipients, or starts one. */
async function conversationForRecipients(
  db: Db,
  senderId: string,
  recipientIds: string[],
  now: string,
): Promise<string> {
  if (recipientIds.includes(senderId)) throw fieldError('recipientIds', ChatErrors.recipientIsSelf);
  const known = await db.selectFrom('users').select('id').where('id', 'in', recipientIds).execute();
  if (known.length !== recipientIds.length) throw notFound(ApiErrors.contactNotFound);

  const members = [senderId, ...recipientIds];
  const existing = await findConversationWithExactly(db, senderId, members);
  if (existing) return existing;

  const id = randomUUID();
  await db
    .insertInto('conversations')
    .values({ id, type: members.length === 2 ? 'ONE_TO_ONE' : 'GROUP', created_at: now, updated_at: now })
    .execute();
  await db
    .insertInto('conversation_participants')
    .values(members.map((userId) => ({ conversation_id: id, user_id: userId, unread_count: 0 })))
    .execute();
  return id;
}

/**
 * Tells every participant's open windows of the message (the sender's other ones too), and gives each recipient a
 * chat_message notification. Last in the transaction (see publishLiveEvent).
 */
async function announceMessage(trx: Db, senderId: string, conversationId: string, message: ChatMessage): Promise<void> {
  const participants = await trx
    .selectFrom('conversation_participants')
    .select('user_id')
    .where('conversation_id', '=', conversationId)
    .execute();
  const participantIds = participants.map((row) => row.user_id);
  await publishLiveEvent(trx, participantIds, { type: 'chat.message', conversationId, message });
  const image = message.contentType === 'image';
  await insertNotifications(
    trx,
    participantIds
      .filter((userId) => userId !== senderId)
      .map((userId) => ({
        id: randomUUID(),
        userId,
        type: 'chat_message' as const,
        message: { key: image ? ('sentImage' as const) : ('sentMessage' as const), params: { name: message.sender.name } },
        description: image ? '' : notificationExcerpt(message.body),
        avatar: message.sender.avatar || null,
        createdAt: message.createdAt,
        isUnRead: true,
        link: notificationLinks.conversation(conversationId),
      })),
  );
}

/**
 * Appends a message from `senderId` to their conversation `conversationId`, or to the conversation of
 * `recipientIds`, and counts it as unread for every other participant; the participants hear of it live and the
 * recipients get a notification. One transaction.
 */
export async function sendMessage(
  db: Db,
  senderId: string,
  request: ParsedNewMessageRequest,
  now: Date,
): Promise<NewMessageResponse> {
  return db.transaction().execute(async (trx) => {
    let conversationId: string;
    if (request.conversationId !== undefined) {
      if (!(await isParticipant(trx, senderId, request.conversationId))) {
        throw badRequest(ApiErrors.invalidConversationId);
      }
      conversationId = request.conversationId;
    } else {
      conversationId = await conversationForRecipients(
        trx,
        senderId,
        request.recipientIds ?? [],
        now.toISOString(),
      );
    }

    // Touching the conversation row first makes concurrent sends to it wait for each other (a row lock on
    // PostgreSQL; SQLite runs one write transaction at a time), so message times stay strictly increasing.
    await trx
      .updateTable('conversations')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', conversationId)
      .execute();
    const latest = await trx
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.max('created_at').as('created_at'))
      .where('conversation_id', '=', conversationId)
      .executeTakeFirst();
    const createdAt = new Date(
      Math.max(now.getTime(), latest?.created_at ? Date.parse(latest.created_at) + 1 : 0),
    ).toISOString();

    // The name and avatar go with the message, which keeps them should the account be deleted.
    const sender = await trx
      .selectFrom('users')
      .select(['display_name', 'photo_url'])
      .where('id', '=', senderId)
      .executeTakeFirstOrThrow();
    const row = {
      id: randomUUID(),
      conversation_id: conversationId,
      sender_id: senderId,
      sender_name: sender.display_name,
      sender_avatar: sender.photo_url,
      body: request.body,
      content_type: request.contentType,
      attachments: toJson(request.attachments),
      created_at: createdAt,
    };
    await trx.insertInto('chat_messages').values(row).execute();
    await trx
      .updateTable('conversation_participants')
      .set((eb) => ({ unread_count: eb('unread_count', '+', 1) }))
      .where('conversation_id', '=', conversationId)
      .where('user_id', '<>', senderId)
      .execute();
    await trx
      .updateTable('conversations')
      .set({ updated_at: createdAt })
      .where('id', '=', conversationId)
      .execute();
    const message: ChatMessage = toChatMessage(row, sender);
    await announceMessage(trx, senderId, conversationId, message);
    return { conversationId, message };
  });
}
