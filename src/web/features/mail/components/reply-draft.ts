import { forwardSubject, replySubject, type Mail, type MailAddress } from '@/contract/mail';
import type { MailDraft } from '@/web/features/mail/api/send-mail';
import { sanitizeRichText } from '@/web/lib/sanitize-rich-text';

/** Mail the user sent or drafted: a reply goes to its recipients, not back to the user. */
const isOwnMail = (mail: Mail) => mail.folder === 'sent' || mail.folder === 'drafts';

/**
 * A reply: an empty message (the server quotes the original below it and sets subject and recipients; the
 * form shows them as the server will make them).
 */
export function replyDraft(mail: Mail): MailDraft {
  return {
    to: isOwnMail(mail) ? mail.to : [mail.from],
    subject: replySubject(mail.subject),
    message: '',
    files: [],
    answers: { mailId: mail.id, kind: 'reply' },
    original: mail,
  };
}

/** A forward: no recipient yet, an empty message (the server appends the original with its attachments). */
export function forwardDraft(mail: Mail): MailDraft {
  return {
    to: [],
    subject: forwardSubject(mail.subject),
    message: '',
    files: [],
    answers: { mailId: mail.id, kind: 'forward' },
    original: mail,
  };
}

/**
 * A saved draft, opened again to go on writing it: sending or saving replaces it. A reply or forward stays one
 * (the form fetches the mail it answers to show it).
 */
export const draftOfMail = (mail: Mail): MailDraft => ({
  to: mail.to,
  subject: mail.subject,
  message: sanitizeRichText(mail.message),
  files: [...mail.files],
  draftId: mail.id,
  ...(mail.answers ? { answers: mail.answers } : {}),
});

/** An empty new mail, or one to given recipients. */
export const newDraft = (to: MailAddress[] = []): MailDraft => ({ to, subject: '', message: '', files: [] });
