import type { Selectable } from 'kysely';
import type {
  ChatMessage,
  Contact,
  Conversation,
  ConversationType,
  MessageContentType,
} from '@/contract/chat';
import { ApiErrors } from '@/contract/errors';
import { fromJson } from '@/server/db/columns';
import type { Db } from '@/server/db/database';
import { badRequest, notFound } from '@/server/http/api-error';
import type { Actor } from '@/server/auth/actor';
import { publishLiveEvent } from '@/server/live/publish-live-event';
import { byName, connectedAccounts, contactColumns, findContactByUsername, toContact } from './contact-store';
import type { ChatMessagesTable } from './tables';

/**
 * A stored message; `account` is its sender's account as it is now, whose name and avatar it shows while that
 * exists (null: deleted, and the message shows those it was sent with).
 */
export function toChatMessage(
  row: Selectable<ChatMessagesTable>,
  account: { display_name: string; photo_url: string } | null,
): ChatMessage {
  return {
    id: row.id,
    body: row.body,
    contentType: row.content_type as MessageContentType,
    attachments: fromJson<string[]>(row.attachments, []),
    createdAt: row.created_at,
    senderId: row.sender_id,
    sender: account
      ? { name: account.display_name, avatar: account.photo_url }
      : { name: row.sender_name, avatar: row.sender_avatar },
  };
}

/**
 * The user's conversations (or the one with `onlyId`), newest activity first, with every participant
 * (the user first) and the messages oldest first. Three queries whatever the number of conversations.
 */
export async function loadConversations(db: Db, viewer: Actor, onlyId?: string): Promise<Conversation[]> {
  const userId = viewer.id;
  let query = db
    .selectFrom('conversations as c')
    .innerJoin('conversation_participants as me', 'me.conversation_id', 'c.id')
    .select(['c.id', 'c.type', 'me.unread_count'])
    .where('me.user_id', '=', userId)
    .orderBy('c.updated_at', 'desc')
    .orderBy('c.id', 'desc');
  if (onlyId !== undefined) query = query.where('c.id', '=', onlyId);
  const conversations = await query.execute();
  if (conversations.length === 0) return [];
  const ids = conversations.map((conversation) => conversation.id);

  const [participantRows, messageRows, connected] = await Promise.all([
    db
      .selectFrom('conversation_participants as p')
      .innerJoin('users', 'users.id', 'p.user_id')
      .select(['p.conversation_id', ...contactColumns])
      .where('p.conversation_id', 'in', ids)
      .execute(),
    db
      .selectFrom('chat_messages')
      .leftJoin('users', 'users.id', 'chat_messages.sender_id')
      .selectAll('chat_messages')
      .select(['users.display_name', 'users.photo_url'])
      .where('chat_messages.conversation_id', 'in', ids)
      .orderBy('chat_messages.created_at')
      .orderBy('chat_messages.id')
      .execute(),
    connectedAccounts(db),
  ]);

  const participants = groupBy(participantRows, (row) => row.conversation_id);
  const messages = groupBy(messageRows, (row) => row.conversation_id);
  return conversations.map((conversation) => {
    const contacts = (participants.get(conversation.id) ?? []).map((row) => toContact(row, viewer, connected)).sort(byName);
    return {
      id: conversation.id,
      type: conversation.type as ConversationType,
      participants: [...contacts.filter((c) => c.id === userId), ...contacts.filter((c) => c.id !== userId)],
      unreadCount: Number(conversation.unread_count),
      messages: (messages.get(conversation.id) ?? []).map((row) =>
        toChatMessage(
          row,
          row.display_name === null || row.photo_url === null
            ? null
            : { display_name: row.display_name, photo_url: row.photo_url },
        ),
      ),
    };
  });
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** The ONE_TO_ONE conversation of two accounts, if they have one. */
async function findDirectConversationId(
  db: Db,
  userId: string,
  contactId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('conversations as c')
    .innerJoin('conversation_participants as me', (join) =>
      join.onRef('me.conversation_id', '=', 'c.id').on('me.user_id', '=', userId),
    )
    .innerJoin('conversation_participants as them', (join) =>
      join.onRef('them.conversation_id', '=', 'c.id').on('them.user_id', '=', contactId),
    )
    .select('c.id')
    .where('c.type', '=', 'ONE_TO_ONE')
    .orderBy('c.updated_at', 'desc')
    .executeTakeFirst();
  return row?.id;
}

/**
 * A conversation key is one of the user's conversation ids or a contact's username. A username gives
 * the user's ONE_TO_ONE conversation with that contact, or null when they have not talked yet.
 */
export async function findConversationByKey(
  db: Db,
  viewer: Actor,
  key: string,
): Promise<Conversation | null> {
  const [byId] = await loadConversations(db, viewer, key);
  if (byId) return byId;
  const contact = await findContactByUsername(db, viewer, key);
  if (!contact) throw notFound(ApiErrors.contactNotFoundForConversation);
  const directId = await findDirectConversationId(db, viewer.id, contact.id);
  if (!directId) return null;
  const [direct] = await loadConversations(db, viewer, directId);
  return direct ?? null;
}

/** The other participants of the user's conversation `key`, or the one contact whose username is `key`. */
export async function findParticipantsByKey(db: Db, viewer: Actor, key: string): Promise<Contact[]> {
  const userId = viewer.id;
  const rows = await db
    .selectFrom('conversation_participants as p')
    .innerJoin('users', 'users.id', 'p.user_id')
    .select(contactColumns)
    .where('p.conversation_id', '=', key)
    .execute();
  if (rows.some((row) => row.id === userId)) {
    const connected = await connectedAccounts(db);
    return rows
      .filter((row) => row.id !== userId)
      .map((row) => toContact(row, viewer, connected))
      .sort(byName);
  }
  const contact = await findContactByUsername(db, viewer, key);
  if (!contact) throw notFound(ApiErrors.contactNotFoundForConversation);
  return [contact];
}

/** Zeroes the user's unread count of the conversation; the user's other windows hear of it (chat.seen). */
export async function markConversationAsSeen(db: Db, userId: string, conversationId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('conversation_participants')
      .set({ unread_count: 0 })
      .where('conversation_id', '=', conversationId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw badRequest(ApiErrors.invalidConversationId);
    await publishLiveEvent(trx, [userId], { type: 'chat.seen', conversationId });
  });
}
