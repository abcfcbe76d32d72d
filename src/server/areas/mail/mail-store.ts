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
  type Mail,
  type MailAddress,
  type MailChanges,
  type MailFolder,
  type MailLabel,
  type MailsQuery,
  type SystemLabelName,
} from '@/contract/mail';
import { fromFlag, fromJson, toFlag, toJson } from '@/server/db/columns';
import { mailVersionKey, writeBumping } from '@/server/db/data-versions';
import type { Database, Db } from '@/server/db/database';
import { notFound } from '@/server/http/api-error';
import type { MailsTable } from './tables';

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
    to: fromJson<MailAddress[]>(row.recipients, []),
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

/** The user's mails a system and/or custom label shows, newest first. */
export async function listMails(
  db: Db,
  userId: string,
  { systemLabel, customLabel }: MailsQuery,
): Promise<Mail[]> {
  let query = db.selectFrom('mails').selectAll().where('user_id', '=', userId);
  if (systemLabel) query = query.where((eb) => matchesLabel(eb, systemLabel));
  if (customLabel) query = query.where((eb) => matchesLabel(eb, customLabel));
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toMail);
}

export async function getMail(db: Db, userId: string, mailId: string): Promise<Mail> {
  const row = await db
    .selectFrom('mails')
    .selectAll()
    .where('id', '=', mailId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(ApiErrors.mailNotFound);
  return toMail(row);
}

export async function updateMail(
  db: Db,
  userId: string,
  mailId: string,
  changes: MailChanges,
): Promise<Mail> {
  const set: Updateable<MailsTable> = {};
  if (changes.isUnread !== undefined) set.is_unread = toFlag(changes.isUnread);
  if (changes.isStarred !== undefined) set.is_starred = toFlag(changes.isStarred);
  if (changes.isImportant !== undefined) set.is_important = toFlag(changes.isImportant);
  if (changes.folder !== undefined) set.folder = changes.folder;
  if (changes.labelIds !== undefined) set.label_ids = toJson(changes.labelIds);
  // Cached answers (labels, mails, mail) hold the mailbox: the write bumps its version in the same transaction.
  return writeBumping(db, mailVersionKey(userId), async (trx) => {
    const result = await trx
      .updateTable('mails')
      .set(set)
      .where('id', '=', mailId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound(ApiErrors.mailNotFound);
    return getMail(trx, userId, mailId);
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
  const row: Selectable<MailsTable> = {
    id: randomUUID(),
    user_id: mail.userId,
    folder: 'inbox',
    label_ids: toJson(mail.labelIds ?? []),
    is_important: toFlag(false),
    is_starred: toFlag(false),
    is_unread: toFlag(true),
    subject: mail.subject,
    message: mail.message,
    files: toJson(mail.files ?? []),
    from_name: mail.from.name,
    from_email: mail.from.email,
    from_avatar: mail.from.avatar,
    recipients: toJson([
      { name: recipient.display_name, email: recipient.email, avatar: recipient.photo_url },
    ]),
    created_at: now.toISOString(),
  };
  // Cached answers (labels, mails, mail) hold the mailbox: the write bumps its version in the same transaction.
  await writeBumping(db, mailVersionKey(mail.userId), (trx) => trx.insertInto('mails').values(row).execute());
  return toMail(row);
}
