import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { htmlHasContent } from '@/contract/blog-html';
import {
  MailErrors,
  forwardSubject,
  replySubject,
  type Mail,
  type MailAddress,
  type ParsedForwardMailRequest,
  type ParsedNewMailRequest,
  type ParsedReplyMailRequest,
  type SentMailDelivery,
  type SentMailResponse,
} from '@/contract/mail';
import { notificationLinks } from '@/contract/notification-links';
import type { MailDelivery } from '@/server/areas/account/mail-delivery';
import { normalizeEmail } from '@/server/areas/account/account-store';
import { insertNotifications } from '@/server/areas/notifications/notifications-store';
import type { Db } from '@/server/db/database';
import { fieldError } from '@/server/http/api-error';
import { sanitizeRichText } from '@/server/html/rich-text';
import { forwardBody, replyBody } from './mail-compose';
import { newMailRow, ownMailRows, storedRecipients, toMail, type StoredAddress } from './mail-store';
import { htmlToText } from './mail-text';
import { writeMailboxes } from './mailbox-writes';
import type { MailsTable } from './tables';

/** What sending needs besides the database: the clock and the way out of the site (SMTP_URL). */
export interface SendingDeps {
  db: Db;
  mailDelivery: MailDelivery;
  now: Date;
}

/** An account of the workspace as mail names it. */
export interface MailAccount {
  id: string;
  display_name: string;
  email: string;
  photo_url: string;
  is_public: number;
  role: string;
}
const accountColumns = ['id', 'display_name', 'email', 'photo_url', 'is_public', 'role'] as const;

/**
 * How `viewer`'s mailbox shows `account`'s address: its email only when the account is public, is the viewer's
 * own, or the viewer is an admin (DECISIONS §3); the account's id stays beside it for replies.
 */
export function addressOf(account: MailAccount, viewer: MailAccount): StoredAddress {
  const showsEmail = viewer.role === 'admin' || viewer.id === account.id || Boolean(account.is_public);
  return {
    name: account.display_name,
    email: showsEmail ? account.email : '',
    avatar: account.photo_url,
    userId: account.id,
  };
}

export async function mailAccount(db: Db, userId: string): Promise<MailAccount | undefined> {
  return db.selectFrom('users').select(accountColumns).where('id', '=', userId).executeTakeFirst();
}

export async function accountByEmail(db: Db, email: string): Promise<MailAccount | undefined> {
  return db
    .selectFrom('users')
    .select(accountColumns)
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
}

/** The accounts `keys` (ids or emails) name, each once, in order; an unknown one is 400 for its place in `field`. */
export async function accountsNamed(db: Db, keys: readonly string[], field: string): Promise<MailAccount[]> {
  const found = new Map<string, MailAccount>();
  for (const [index, key] of keys.entries()) {
    const account =
      (await db.selectFrom('users').select(accountColumns).where('id', '=', key).executeTakeFirst()) ??
      (key.includes('@') ? await accountByEmail(db, key) : undefined);
    if (!account) throw fieldError(`${field}.${index}`, MailErrors.unknownRecipient);
    found.set(account.id, account);
  }
  return [...found.values()];
}

/** Who a mail goes to: accounts of the workspace, and addresses outside it (only a reply has those). */
export interface Recipients {
  accounts: MailAccount[];
  outside: MailAddress[];
}

/** The account an address of a stored mail stands for (by its id, else its email), or undefined: outside. */
async function accountOfAddress(db: Db, address: StoredAddress): Promise<MailAccount | undefined> {
  if (address.userId) {
    const account = await db
      .selectFrom('users')
      .select(accountColumns)
      .where('id', '=', address.userId)
      .executeTakeFirst();
    if (account) return account;
  }
  return address.email ? accountByEmail(db, address.email) : undefined;
}

async function recipientsOf(db: Db, addresses: StoredAddress[], skip?: string): Promise<Recipients> {
  const accounts = new Map<string, MailAccount>();
  const outside = new Map<string, MailAddress>();
  for (const address of addresses) {
    const account = await accountOfAddress(db, address);
    if (account) {
      if (account.id !== skip) accounts.set(account.id, account);
    } else if (address.email) {
      outside.set(address.email.toLowerCase(), {
        name: address.name,
        email: address.email,
        avatar: address.avatar,
      });
    }
  }
  return { accounts: [...accounts.values()], outside: [...outside.values()] };
}

/**
 * Who a reply goes to: the original's sender (a reply to one's own sent mail: its recipients again); with
 * `replyAll` also the original's other recipients, the user excepted.
 */
export async function replyRecipients(
  db: Db,
  me: MailAccount,
  original: Selectable<MailsTable>,
  replyAll: boolean,
): Promise<Recipients> {
  const to = storedRecipients(original);
  if (original.from_user_id === me.id) return recipientsOf(db, to, to.length > 1 ? me.id : undefined);
  const sender: StoredAddress = {
    name: original.from_name,
    email: original.from_email,
    avatar: original.from_avatar,
    userId: original.from_user_id ?? undefined,
  };
  const first = await recipientsOf(db, [sender]);
  if (!replyAll) return first;
  const others = await recipientsOf(db, to, me.id);
  return {
    accounts: [
      ...new Map([...first.accounts, ...others.accounts].map((account) => [account.id, account])).values(),
    ],
    outside: [
      ...new Map(
        [...first.outside, ...others.outside].map((address) => [address.email.toLowerCase(), address]),
      ).values(),
    ],
  };
}

export interface Outgoing {
  sender: MailAccount;
  recipients: Recipients;
  subject: string;
  /** Sanitized HTML. */
  message: string;
  files: string[];
  /** A draft that becomes the sent mail (keeping its id). */
  draftId?: string;
}

/**
 * Files the mail under the sender's Sent and delivers an unread copy into each recipient account's inbox with a
 * `mail` notification, in one transaction (the caller's). Answers the sender's copy.
 */
export async function fileAndDeliver(trx: Db, outgoing: Outgoing, now: Date): Promise<Mail> {
  const { sender, recipients, subject, message, files } = outgoing;
  const createdAt = now.toISOString();
  const toAsSeenBy = (viewer: MailAccount): StoredAddress[] => [
    ...recipients.accounts.map((account) => addressOf(account, viewer)),
    ...recipients.outside,
  ];
  const copy = (owner: MailAccount, folder: 'sent' | 'inbox', id?: string) =>
    newMailRow({
      id,
      userId: owner.id,
      folder,
      isUnread: folder === 'inbox',
      subject,
      message,
      files,
      from: addressOf(sender, owner),
      fromUserId: sender.id,
      to: toAsSeenBy(owner),
      createdAt,
    });
  const sent = copy(sender, 'sent', outgoing.draftId);
  const delivered = recipients.accounts.map((account) => copy(account, 'inbox'));
  const owners = [sender.id, ...recipients.accounts.map((account) => account.id)];
  await writeMailboxes(trx, owners, async (db) => {
    if (outgoing.draftId)
      await db
        .deleteFrom('mails')
        .where('id', '=', outgoing.draftId)
        .where('user_id', '=', sender.id)
        .execute();
    await db
      .insertInto('mails')
      .values([sent, ...delivered])
      .execute();
    await insertNotifications(
      db,
      recipients.accounts.flatMap((account, index) =>
        account.id === sender.id
          ? []
          : [
              {
                id: randomUUID(),
                userId: account.id,
                message: { key: 'mailFrom', params: { name: sender.display_name } },
                description: subject,
                avatar: sender.photo_url || null,
                type: 'mail',
                createdAt,
                isUnRead: true,
                // The recipient's own copy: each inbox holds a row of its own.
                link: notificationLinks.inboxMail(delivered[index]!.id),
              },
            ],
      ),
    );
  });
  return toMail(sent);
}

/**
 * After the mail is filed: sends it to the recipients outside the workspace through SMTP, and says how it went.
 */
async function sendOutside(mailDelivery: MailDelivery, outgoing: Outgoing): Promise<SentMailDelivery> {
  const { outside } = outgoing.recipients;
  if (outside.length === 0) return 'workspace';
  if (mailDelivery.transport !== 'smtp') return 'filed';
  const sent = await mailDelivery.sendOutside({
    sender: { userId: outgoing.sender.id, name: outgoing.sender.display_name, email: outgoing.sender.email },
    to: outside,
    subject: outgoing.subject,
    html: outgoing.message,
    text: htmlToText(outgoing.message),
  });
  return sent ? 'smtp' : 'filed';
}

/** Runs `prepare` and files its mail in one transaction, then sends what must leave the site. */
export async function send(
  { db, mailDelivery, now }: SendingDeps,
  prepare: (trx: Db) => Promise<Outgoing>,
): Promise<SentMailResponse> {
  const { mail, outgoing } = await db.transaction().execute(async (trx) => {
    const prepared = await prepare(trx);
    return { mail: await fileAndDeliver(trx, prepared, now), outgoing: prepared };
  });
  return { mail, delivery: await sendOutside(mailDelivery, outgoing) };
}

/** The signed-in user's account (it exists: the session's guard found it). */
export async function senderOf(db: Db, userId: string): Promise<MailAccount> {
  const account = await mailAccount(db, userId);
  if (!account) throw new Error(`mail: the account ${userId} is missing`);
  return account;
}

/** The editor's HTML as stored: sanitized, and still showing something. */
export function sanitizedMessage(html: string, field = 'message'): string {
  const clean = sanitizeRichText(html);
  if (!htmlHasContent(clean)) throw fieldError(field, MailErrors.messageRequired);
  return clean;
}

export function sendNewMail(
  deps: SendingDeps,
  userId: string,
  request: ParsedNewMailRequest,
): Promise<SentMailResponse> {
  const message = sanitizedMessage(request.message);
  return send(deps, async (trx) => ({
    sender: await senderOf(trx, userId),
    recipients: { accounts: await accountsNamed(trx, request.to, 'to'), outside: [] },
    subject: request.subject,
    message,
    files: request.files,
  }));
}

export function replyToMail(
  deps: SendingDeps,
  userId: string,
  request: ParsedReplyMailRequest,
): Promise<SentMailResponse> {
  return send(deps, async (trx) => {
    const sender = await senderOf(trx, userId);
    const [original] = await ownMailRows(trx, userId, [request.mailId]);
    const recipients = await replyRecipients(trx, sender, original!, request.replyAll);
    if (recipients.accounts.length + recipients.outside.length === 0) {
      throw fieldError('mailId', MailErrors.recipientsRequired);
    }
    return {
      sender,
      recipients,
      subject: replySubject(original!.subject),
      message: sanitizeRichText(replyBody(sanitizedMessage(request.message), toMail(original!))),
      files: request.files,
    };
  });
}

export function forwardMail(
  deps: SendingDeps,
  userId: string,
  request: ParsedForwardMailRequest,
): Promise<SentMailResponse> {
  const words = request.message.trim() === '' ? '' : sanitizeRichText(request.message);
  return send(deps, async (trx) => {
    const [row] = await ownMailRows(trx, userId, [request.mailId]);
    const original = toMail(row!);
    return {
      sender: await senderOf(trx, userId),
      recipients: { accounts: await accountsNamed(trx, request.to, 'to'), outside: [] },
      subject: forwardSubject(original.subject),
      message: sanitizeRichText(forwardBody(words, original)),
      files: [...new Set([...original.files, ...request.files])],
    };
  });
}
