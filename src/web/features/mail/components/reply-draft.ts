import type { Mail, MailAddress } from '@/contract/mail';
import type { MailDraft } from '@/web/features/mail/api/send-mail';
import { sanitizeRichText } from '@/web/lib/sanitize-rich-text';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** "Ana Ruiz <ana@example.com>" as HTML text. */
export const addressText = ({ name, email }: MailAddress) => escapeHtml(name && email ? `${name} <${email}>` : name || email);

/** The subject with one prefix: "Re: Re: Offer" never happens (nor "Re: RE: Offer"). */
export function prefixedSubject(prefix: 'Re' | 'Fwd', subject: string): string {
  const already = prefix === 'Re' ? /^re:\s*/i : /^fwd?:\s*/i;
  return already.test(subject) ? subject : `${prefix}: ${subject}`;
}

/** Mail the user sent or drafted: a reply goes to its recipients, not back to the user. */
const isOwnMail = (mail: Mail) => mail.folder === 'sent' || mail.folder === 'drafts';

/** Texts of the quoted header, in the reader's language, with the original's date and sender filled in. */
export interface QuoteTexts {
  /** "On 20 Nov 2026, 14:05, Ana Ruiz wrote:" */
  wrote: string;
  /** "Forwarded message" */
  forwarded: string;
  /** The labels of the forwarded header's lines; `date` is the whole line: "Date: 20 Nov 2026, 14:05". */
  from: string;
  date: string;
  subject: string;
  to: string;
}

/** A reply: to the sender (or, for one's own mail, its recipients), "Re: " subject, the original quoted below. */
export function replyDraft(mail: Mail, texts: Pick<QuoteTexts, 'wrote'>): MailDraft {
  return {
    to: isOwnMail(mail) ? mail.to : [mail.from],
    subject: prefixedSubject('Re', mail.subject),
    message: `<p></p><p>${escapeHtml(texts.wrote)}</p><blockquote>${sanitizeRichText(mail.message)}</blockquote>`,
    files: [],
    replyToMailId: mail.id,
  };
}

/** A forward: no recipient yet, "Fwd: " subject, the original with its header and its attachments. */
export function forwardDraft(mail: Mail, texts: Omit<QuoteTexts, 'wrote'>): MailDraft {
  const header = [
    `---------- ${escapeHtml(texts.forwarded)} ----------`,
    `${escapeHtml(texts.from)}: ${addressText(mail.from)}`,
    `${escapeHtml(texts.date)}`,
    `${escapeHtml(texts.subject)}: ${escapeHtml(mail.subject)}`,
    `${escapeHtml(texts.to)}: ${mail.to.map(addressText).join(', ')}`,
  ];
  return {
    to: [],
    subject: prefixedSubject('Fwd', mail.subject),
    message: `<p></p><p>${header.join('<br>')}</p>${sanitizeRichText(mail.message)}`,
    files: [...mail.files],
    forwardOfMailId: mail.id,
  };
}

/** A saved draft, opened again to go on writing it: sending or saving replaces it. */
export const draftOfMail = (mail: Mail): MailDraft => ({
  to: mail.to,
  subject: mail.subject,
  message: sanitizeRichText(mail.message),
  files: [...mail.files],
  draftId: mail.id,
});

/** An empty new mail, or one to given recipients. */
export const newDraft = (to: MailAddress[] = []): MailDraft => ({ to, subject: '', message: '', files: [] });
