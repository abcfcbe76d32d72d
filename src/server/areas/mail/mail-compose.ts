import type { Mail, MailAddress } from '@/contract/mail';
import { escapeHtml } from './escape-html';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A mail's time as its quoted header says it, in UTC (the SPEC's 'dd MMM yyyy HH:mm'): "05 Mar 2026 09:30 UTC". */
export function formatMailDate(iso: string): string {
  const date = new Date(iso);
  return `${twoDigits(date.getUTCDate())} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} ${twoDigits(
    date.getUTCHours(),
  )}:${twoDigits(date.getUTCMinutes())} UTC`;
}

/** "Name <email>", or whichever of the two the address has, as HTML text. */
export function addressText({ name, email }: MailAddress): string {
  if (name && email) return `${escapeHtml(name)} &lt;${escapeHtml(email)}&gt;`;
  return escapeHtml(name || email);
}

/** A reply's body: the new words, then the original quoted under a line that says who wrote it when. */
export function replyBody(message: string, original: Mail): string {
  return [
    message,
    `<p>On ${formatMailDate(original.createdAt)}, ${addressText(original.from)} wrote:</p>`,
    `<blockquote>${original.message}</blockquote>`,
  ].join('\n');
}

/** A forward's body: the new words (if any), then the original under the header of a forwarded message. */
export function forwardBody(message: string, original: Mail): string {
  const header = [
    '---------- Forwarded message ----------',
    `From: ${addressText(original.from)}`,
    `Date: ${formatMailDate(original.createdAt)}`,
    `Subject: ${escapeHtml(original.subject)}`,
    `To: ${original.to.map(addressText).join(', ')}`,
  ].join('<br>');
  return [message, `<p>${header}</p>`, original.message].filter((part) => part !== '').join('\n');
}
