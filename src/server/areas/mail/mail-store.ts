import { randomUUID } from 'node:crypto';
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Selectable,
  type SqlBool,
  type Updateable,
} from 'kysely';
import { ApiErrors } from '@/contract/errors';
import {
  customLabelColors,
  customLabelNames,
  systemLabelNames,
  type CustomLabelName,
  type DraftAnswer,
  type DraftAnswerKind,
  type Mail,
  type MailAddress,
  type MailChanges,
  type MailFolder,
  type MailLabel,
  type MailsResponse,
  type ParsedMailsQuery,
  type SystemLabelName,
  MAIL_PAGE_DEFAULT,
  MailErrors,
  decodeMailCursor,
  encodeMailCursor,
} from '@/contract/mail';
import { fromFlag, fromJson, toFlag, toJson } from '@/server/db/columns';
import type { Database, Db } from '@/server/db/database';
import { likeLiteral } from '@/server/db/query-helpers';
import { badRequest, notFound } from '@/server/http/api-error';
import { mailSearchText } from './mail-text';
import { writeMailboxes } from './mailbox-writes';
import type { MailsTable } from './tables';

/** An address as a mail stores it: the account's id beside it when it is one of the workspace. */
export interface StoredAddress extends MailAddress {
  userId?: string;
}

const publicAddress = ({ name, email, avatar }: MailAddress): MailAddress => ({ name, email, avatar });

type LabelName = SystemLabelName | CustomLabelName;

export function toMail(row: Selectable<MailsTable>): Mail {
  return {
    id: row.id,
    labelIds: fromJson<CustomLabelName[]>(row.label_ids, []),
    folder: row.folder as MailFolder,
    isImportant: fromFlag(row.is_important),
    isStarred: fromFlag(row.is_starred),
    isUnread: fromFlag(row.is_unread),
    subject: row.subject,
    message: row.message,
    createdAt: row.created_at,
    files: fromJson<string[]>(row.files, []),
    from: { name: row.from_name, email: row.from_email, avatar: row.from_avatar },
    to: storedRecipients(row).map(publicAddress),
    ...(row.answers_mail_id
      ? { answers: { mailId: row.answers_mail_id, kind: row.answers_kind as DraftAnswerKind } }
      : {}),
  };
}

export const storedRecipients = (row: Pick<Selectable<MailsTable>, 'recipients'>): StoredAddress[] =>
  fromJson<StoredAddress[]>(row.recipients, []);

/** A new mail row of `userId`'s mailbox; the search text follows from it. */
export function newMailRow(mail: {
  userId: string;
  folder: MailFolder;
  isUnread: boolean;
  subject: string;
  message: string;
  files: string[];
  from: MailAddress;
  fromUserId: string | null;
  to: StoredAddress[];
  createdAt: string;
  labelIds?: CustomLabelName[];
  isImportant?: boolean;
  isStarred?: boolean;
  id?: string;
  /** A draft's: the mail it answers. */
  answers?: DraftAnswer;
}): Selectable<MailsTable> {
  return {
    id: mail.id ?? randomUUID(),
    user_id: mail.userId,
    folder: mail.folder,
    label_ids: toJson(mail.labelIds ?? []),
    is_important: toFlag(mail.isImportant ?? false),
    is_starred: toFlag(mail.isStarred ?? false),
    is_unread: toFlag(mail.isUnread),
    subject: mail.subject,
    message: mail.message,
    files: toJson(mail.files),
    from_name: mail.from.name,
    from_email: mail.from.email,
    from_avatar: mail.from.avatar,
    from_user_id: mail.fromUserId,
    recipients: toJson(mail.to),
    created_at: mail.createdAt,
    search_text: mailSearchText({
      subject: mail.subject,
      fromName: mail.from.name,
      fromEmail: mail.from.email,
      message: mail.message,
    }),
    answers_mail_id: mail.answers?.mailId ?? null,
    answers_kind: mail.answers?.kind ?? null,
  };
}

/** The one definition of what a label shows; both the mail list and the unread counts use it. */
function matchesLabel(eb: ExpressionBuilder<Database, 'mails'>, label: LabelName): Expression<SqlBool> {
  switch (label) {
    case 'all':
      return sql<SqlBool>`1 = 1`;
    case 'important':
      return eb('is_important', '=', 1);
    case 'starred':
      return eb('is_starred', '=', 1);
    case 'inbox':
    case 'sent':
    case 'drafts':
    case 'trash':
    case 'spam':
      return eb('folder', '=', label);
    default:
      // label_ids is a JSON array of names from a fixed set without wildcards, so its quoted form is exact.
      return eb('label_ids', 'like', `%${JSON.stringify(label)}%`);
  }
}

/** System labels then custom labels, each with the number of the user's unread mails it shows. */
export async function listLabels(db: Db, userId: string): Promise<MailLabel[]> {
  const labels: LabelName[] = [...systemLabelNames, ...customLabelNames];
  const counts = (await db
    .selectFrom('mails')
    .where('user_id', '=', userId)
    .where('is_unread', '=', 1)
    .select((eb) =>
      labels.map((label) =>
        eb.fn
          .sum<number>(eb.case().when(matchesLabel(eb, label)).then(sql.lit(1)).else(sql.lit(0)).end())
          .as(label),
      ),
    )
    .executeTakeFirst()) as Record<LabelName, number | string | null> | undefined;
  const unread = (label: LabelName) => Number(counts?.[label] ?? 0);
  return [
    ...systemLabelNames.map((name) => ({
      id: name,
      type: 'system' as const,
      name,
      unreadCount: unread(name),
    })),
    ...customLabelNames.map((name) => ({
      id: name,
      type: 'custom' as const,
      name,
      unreadCount: unread(name),
      color: customLabelColors[name],
    })),
  ];
}

/**
 * One page of the user's mails a system and/or custom label shows, newest first (ties: the greater id first),
 * searched in any case; `nextCursor` names the last mail of a full page.
 */
export async function listMails(
  db: Db,
  userId: string,
  { systemLabel, customLabel, search = '', limit = MAIL_PAGE_DEFAULT, cursor }: Partial<ParsedMailsQuery>,
): Promise<MailsResponse> {
  let query = db.selectFrom('mails').selectAll().where('user_id', '=', userId);
  if (systemLabel) query = query.where((eb) => matchesLabel(eb, systemLabel));
  if (customLabel) query = query.where((eb) => matchesLabel(eb, customLabel));
  if (search !== '') {
    const pattern = `%${likeLiteral(search.toLowerCase())}%`;
    query = query.where(sql<SqlBool>`search_text like ${pattern} escape '\\'`);
  }
  const after = cursor === undefined ? undefined : decodeMailCursor(cursor);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', after.createdAt),
        eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)]),
      ]),
    );
  }
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit).map(toMail);
  const last = page.at(-1);
  return { mails: page, nextCursor: rows.length > limit && last ? encodeMailCursor(last) : null };
}

/** The user's mail rows of `mailIds`, all of them or 404 Mail not found (another user's mail is as unknown). */
export async function ownMailRows(
  db: Db,
  userId: string,
  mailIds: readonly string[],
): Promise<Selectable<MailsTable>[]> {
  const ids = [...new Set(mailIds)];
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('mails')
          .selectAll()
          .where('user_id', '=', userId)
          .where('id', 'in', ids)
          .execute();
  if (rows.length !== ids.length) throw notFound(ApiErrors.mailNotFound);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)!);
}

export async function getMail(db: Db, userId: string, mailId: string): Promise<Mail> {
  const [row] = await ownMailRows(db, userId, [mailId]);
  return toMail(row!);
}

/** The labels a mail has after the changes: set, or its own with some added (at the end) and some removed. */
function labelsAfter(current: CustomLabelName[], changes: MailChanges): CustomLabelName[] {
  if (changes.labelIds !== undefined) return changes.labelIds;
  const removed = new Set(changes.removeLabelIds ?? []);
  const kept = current.filter((label) => !removed.has(label));
  return [...kept, ...(changes.addLabelIds ?? []).filter((label) => !kept.includes(label))];
}

/**
 * Applies the same changes to several of the user's mails, all or nothing: one id that is not the user's mail
 * and none changes (404 Mail not found). Answers the mails in the order of `mailIds`.
 */
export async function updateMails(
  db: Db,
  userId: string,
  mailIds: readonly string[],
  changes: MailChanges,
): Promise<Mail[]> {
  const set: Updateable<MailsTable> = {};
  if (changes.isUnread !== undefined) set.is_unread = toFlag(changes.isUnread);
  if (changes.isStarred !== undefined) set.is_starred = toFlag(changes.isStarred);
  if (changes.isImportant !== undefined) set.is_important = toFlag(changes.isImportant);
  if (changes.folder !== undefined) set.folder = changes.folder;
  const relabels = changes.labelIds ?? changes.addLabelIds ?? changes.removeLabelIds;
  return writeMailboxes(db, [userId], async (trx) => {
    const rows = await ownMailRows(trx, userId, mailIds);
    const ids = rows.map((row) => row.id);
    if (Object.keys(set).length > 0) {
      await trx.updateTable('mails').set(set).where('user_id', '=', userId).where('id', 'in', ids).execute();
    }
    if (relabels !== undefined) {
      // Mails that end with the same labels are changed together.
      const idsByLabels = new Map<string, string[]>();
      for (const row of rows) {
        const labels = toJson(labelsAfter(fromJson<CustomLabelName[]>(row.label_ids, []), changes));
        idsByLabels.set(labels, [...(idsByLabels.get(labels) ?? []), row.id]);
      }
      for (const [labels, group] of idsByLabels) {
        await trx
          .updateTable('mails')
          .set({ label_ids: labels })
          .where('user_id', '=', userId)
          .where('id', 'in', group)
          .execute();
      }
    }
    return (await ownMailRows(trx, userId, ids)).map(toMail);
  });
}

export async function updateMail(
  db: Db,
  userId: string,
  mailId: string,
  changes: MailChanges,
): Promise<Mail> {
  const [mail] = await updateMails(db, userId, [mailId], changes);
  return mail!;
}

/**
 * Deletes mails of the user's trash forever, all or nothing: 404 Mail not found when one is not the user's,
 * 400 when one is not in the trash. Answers the ids deleted.
 */
export async function deleteMails(db: Db, userId: string, mailIds: readonly string[]): Promise<string[]> {
  return writeMailboxes(db, [userId], async (trx) => {
    const rows = await ownMailRows(trx, userId, mailIds);
    if (rows.some((row) => row.folder !== 'trash')) throw badRequest(MailErrors.notInTrash);
    const ids = rows.map((row) => row.id);
    await trx.deleteFrom('mails').where('user_id', '=', userId).where('id', 'in', ids).execute();
    return ids;
  });
}

export interface DeliveredMail {
  userId: string;
  from: MailAddress;
  subject: string;
  /** HTML. */
  message: string;
  labelIds?: CustomLabelName[];
  files?: string[];
}

/**
 * Puts an unread mail into a user's inbox, addressed to that user: how the product itself writes to a
 * mailbox (contact form messages, password reset links).
 */
export async function deliverMail(db: Db, mail: DeliveredMail, now: Date): Promise<Mail> {
  const recipient = await db
    .selectFrom('users')
    .select(['display_name', 'email', 'photo_url'])
    .where('id', '=', mail.userId)
    .executeTakeFirst();
  if (!recipient) throw notFound(ApiErrors.userNotFound);
  const row = newMailRow({
    userId: mail.userId,
    folder: 'inbox',
    labelIds: mail.labelIds,
    isUnread: true,
    subject: mail.subject,
    message: mail.message,
    files: mail.files ?? [],
    from: mail.from,
    fromUserId: null,
    to: [
      {
        name: recipient.display_name,
        email: recipient.email,
        avatar: recipient.photo_url,
        userId: mail.userId,
      },
    ],
    createdAt: now.toISOString(),
  });
  await writeMailboxes(db, [mail.userId], (trx) => trx.insertInto('mails').values(row).execute());
  return toMail(row);
}
