import { htmlHasContent } from '@/contract/blog-html';
import {
  MailErrors,
  forwardSubject,
  replySubject,
  type Mail,
  type MailAddress,
  type ParsedSaveDraftRequest,
  type SentMailResponse,
} from '@/contract/mail';
import { fromJson } from '@/server/db/columns';
import type { Db } from '@/server/db/database';
import { badRequest, fieldError } from '@/server/http/api-error';
import { sanitizeRichText } from '@/server/html/rich-text';
import { forwardBody, replyBody } from './mail-compose';
import { newMailRow, ownMailRows, storedRecipients, toMail, type StoredAddress } from './mail-store';
import {
  accountByEmail,
  accountsNamed,
  addressOf,
  mailAccount,
  replyRecipients,
  send,
  senderOf,
  type MailAccount,
  type Recipients,
  type SendingDeps,
} from './mail-sending';
import { writeMailboxes } from './mailbox-writes';
import type { MailsTable } from './tables';
import type { Selectable } from 'kysely';

/** One of the user's drafts: 404 Mail not found when it is not the user's mail, 400 when it is not a draft. */
async function ownDraft(db: Db, userId: string, mailId: string): Promise<Selectable<MailsTable>> {
  const [row] = await ownMailRows(db, userId, [mailId]);
  if (row!.folder !== 'drafts') throw badRequest(MailErrors.notADraft);
  return row!;
}

/** A draft's recipients and subject: as written, or for a reply or forward as the server makes them. */
async function draftHeading(
  db: Db,
  sender: MailAccount,
  request: ParsedSaveDraftRequest,
): Promise<{ to: StoredAddress[]; subject: string }> {
  const { answers } = request;
  const answered = answers && (await ownMailRows(db, sender.id, [answers.mailId]))[0]!;
  if (answers && answered && answers.kind !== 'forward') {
    const { accounts, outside } = await replyRecipients(db, sender, answered, answers.kind === 'replyAll');
    return {
      to: [...accounts.map((account) => addressOf(account, sender)), ...outside],
      subject: replySubject(answered.subject),
    };
  }
  const accounts = await accountsNamed(db, request.to, 'to');
  return {
    to: accounts.map((account) => addressOf(account, sender)),
    subject: answered ? forwardSubject(answered.subject) : request.subject,
  };
}

/**
 * Saves a draft of the user's: a new one, or the draft `mailId` replaced by what was sent (its flags and labels
 * kept). Its time is that of the last save.
 */
export async function saveDraft(
  db: Db,
  userId: string,
  request: ParsedSaveDraftRequest,
  now: Date,
): Promise<Mail> {
  const message = request.message.trim() === '' ? '' : sanitizeRichText(request.message);
  return writeMailboxes(db, [userId], async (trx) => {
    const sender = await senderOf(trx, userId);
    const existing = request.mailId === undefined ? undefined : await ownDraft(trx, userId, request.mailId);
    const { to, subject } = await draftHeading(trx, sender, request);
    const row = newMailRow({
      id: existing?.id,
      userId,
      folder: 'drafts',
      isUnread: false,
      subject,
      message,
      files: request.files,
      from: addressOf(sender, sender),
      fromUserId: sender.id,
      to,
      createdAt: now.toISOString(),
      answers: request.answers,
    });
    if (!existing) {
      await trx.insertInto('mails').values(row).execute();
      return toMail(row);
    }
    const content = {
      subject: row.subject,
      message: row.message,
      files: row.files,
      from_name: row.from_name,
      from_email: row.from_email,
      from_avatar: row.from_avatar,
      from_user_id: row.from_user_id,
      recipients: row.recipients,
      created_at: row.created_at,
      search_text: row.search_text,
      answers_mail_id: row.answers_mail_id,
      answers_kind: row.answers_kind,
    };
    await trx
      .updateTable('mails')
      .set(content)
      .where('id', '=', existing.id)
      .where('user_id', '=', userId)
      .execute();
    return toMail({ ...existing, ...content });
  });
}

/**
 * The accounts a draft is addressed to, as they are now (one that is gone is an unknown recipient), and the
 * addresses outside the workspace it names (only drafts the product wrote itself, such as the demo data's, have
 * those: saving a draft takes accounts only).
 */
async function draftRecipients(db: Db, to: StoredAddress[]): Promise<Recipients> {
  const accounts: MailAccount[] = [];
  const outside: MailAddress[] = [];
  for (const [index, address] of to.entries()) {
    const account = address.userId
      ? await mailAccount(db, address.userId)
      : address.email
        ? await accountByEmail(db, address.email)
        : undefined;
    if (account) accounts.push(account);
    else if (!address.userId && address.email)
      outside.push({ name: address.name, email: address.email, avatar: address.avatar });
    else throw fieldError(`to.${index}`, MailErrors.unknownRecipient);
  }
  return { accounts: [...new Map(accounts.map((account) => [account.id, account])).values()], outside };
}

/**
 * A draft's message as it goes: a reply quotes the mail it answers and a forward passes it on with its files, as
 * long as that mail is still the user's; else the draft goes as it was saved.
 */
async function answeredContent(
  db: Db,
  userId: string,
  draft: Selectable<MailsTable>,
): Promise<{ message: string; files: string[] }> {
  const files = fromJson<string[]>(draft.files, []);
  const [answered] = draft.answers_mail_id
    ? await db
        .selectFrom('mails')
        .selectAll()
        .where('id', '=', draft.answers_mail_id)
        .where('user_id', '=', userId)
        .execute()
    : [];
  const forward = draft.answers_kind === 'forward';
  // A forward may go without words of its own: it carries the original.
  if (!(forward && answered) && !htmlHasContent(draft.message)) {
    throw fieldError('message', MailErrors.messageRequired);
  }
  if (!answered) return { message: draft.message, files };
  const original = toMail(answered);
  return forward
    ? {
        message: sanitizeRichText(forwardBody(draft.message, original)),
        files: [...new Set([...original.files, ...files])],
      }
    : { message: sanitizeRichText(replyBody(draft.message, original)), files };
}

/** Sends one of the user's drafts as it was saved: it leaves the drafts and becomes the sent mail. */
export function sendDraft(deps: SendingDeps, userId: string, mailId: string): Promise<SentMailResponse> {
  return send(deps, async (trx) => {
    const draft = await ownDraft(trx, userId, mailId);
    const to = storedRecipients(draft);
    if (to.length === 0) throw fieldError('to', MailErrors.recipientsRequired);
    if (draft.subject.trim() === '') throw fieldError('subject', MailErrors.subjectRequired);
    const { message, files } = await answeredContent(trx, userId, draft);
    return {
      sender: await senderOf(trx, userId),
      recipients: await draftRecipients(trx, to),
      subject: draft.subject.trim(),
      message,
      files,
      draftId: draft.id,
    };
  });
}

/** Deletes one of the user's drafts for good. */
export async function deleteDraft(db: Db, userId: string, mailId: string): Promise<string> {
  return writeMailboxes(db, [userId], async (trx) => {
    const draft = await ownDraft(trx, userId, mailId);
    await trx.deleteFrom('mails').where('id', '=', draft.id).where('user_id', '=', userId).execute();
    return draft.id;
  });
}
