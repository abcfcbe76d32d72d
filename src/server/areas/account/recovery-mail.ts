import { AccountRecoveryRule } from '@/contract/account-recovery';
import { brand } from '@/contract/brand';
import { escapeHtml } from '@/server/areas/mail/escape-html';
import type { AccountMail, MailRecipient } from './mail-delivery';
import { PASSWORD_TOKEN_LIFETIME_MS } from './password-tokens';

export const RESET_MAIL_SUBJECT = 'Reset your password';
export const SET_PASSWORD_MAIL_SUBJECT = 'Set your password';

const hours = (ms: number) => Math.round(ms / 3_600_000);
const minutes = (ms: number) => Math.round(ms / 60_000);

/** How the mail greets its account: the first name, else the display name, else the address. */
const greeting = (to: MailRecipient) => to.name.split(/\s+/)[0] || to.email;

/** The password reset mail: a one-time link and a 6-digit code, to the account that asked. */
export function resetPasswordMail(
  to: MailRecipient,
  { link, code }: { link: string; code: string },
): AccountMail {
  const linkHours = hours(PASSWORD_TOKEN_LIFETIME_MS);
  const codeMinutes = minutes(AccountRecoveryRule.codeLifetimeMs);
  return {
    to,
    subject: RESET_MAIL_SUBJECT,
    html: [
      `<p>Hi ${escapeHtml(greeting(to))},</p>`,
      `<p>We received a request to reset the password of your ${escapeHtml(brand.productName)} account (${escapeHtml(to.email)}).</p>`,
      `<p><a href="${escapeHtml(link)}">Set a new password</a>. The link works once, within ${linkHours} hours.</p>`,
      `<p>Or enter this code on the verification screen: <strong>${code}</strong> (valid for ${codeMinutes} minutes).</p>`,
      '<p>If you did not ask for this, ignore this mail: your password stays as it is.</p>',
    ].join('\n'),
    text: [
      `Hi ${greeting(to)},`,
      '',
      `We received a request to reset the password of your ${brand.productName} account (${to.email}).`,
      '',
      `Set a new password (the link works once, within ${linkHours} hours):`,
      link,
      '',
      `Or enter this code on the verification screen: ${code} (valid for ${codeMinutes} minutes).`,
      '',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
      '',
    ].join('\n'),
  };
}

/** The first mail of an account an admin created: a one-time link to set its password. */
export function setPasswordMail(to: MailRecipient, { link }: { link: string }): AccountMail {
  const linkHours = hours(PASSWORD_TOKEN_LIFETIME_MS);
  return {
    to,
    subject: SET_PASSWORD_MAIL_SUBJECT,
    html: [
      `<p>Hi ${escapeHtml(greeting(to))},</p>`,
      `<p>An account at ${escapeHtml(brand.productName)} was created for you (${escapeHtml(to.email)}).</p>`,
      `<p><a href="${escapeHtml(link)}">Set your password</a> to sign in. The link works once, within ${linkHours} hours.</p>`,
      '<p>If the link has expired, ask for a new one with "Forgot password?" on the sign-in screen.</p>',
    ].join('\n'),
    text: [
      `Hi ${greeting(to)},`,
      '',
      `An account at ${brand.productName} was created for you (${to.email}).`,
      '',
      `Set your password to sign in (the link works once, within ${linkHours} hours):`,
      link,
      '',
      'If the link has expired, ask for a new one with "Forgot password?" on the sign-in screen.',
      '',
    ].join('\n'),
  };
}
