import { AccountRecoveryRule } from '@/contract/account-recovery';
import { brand } from '@/contract/brand';
import type { Db } from '@/server/db/database';
import type { UserRow } from '@/server/http/app-env';
import { escapeHtml } from '@/server/areas/mail/escape-html';
import { deliverMail } from '@/server/areas/mail/mail-store';
import { PASSWORD_TOKEN_LIFETIME_MS } from './password-tokens';

export const RESET_MAIL_SUBJECT = 'Reset your password';

const sender = {
  name: brand.productName,
  email: `no-reply@${brand.contactEmail.split('@')[1]}`,
  avatar: '',
};

const hours = (ms: number) => Math.round(ms / 3_600_000);
const minutes = (ms: number) => Math.round(ms / 60_000);

export interface ResetMail {
  account: UserRow;
  /** Relative to the site (the mail is read in the product's own Mail screen), so no Host header can redirect it. */
  link: string;
  code: string;
}

function resetMessage({ account, link, code }: ResetMail): string {
  const name = escapeHtml(account.first_name || account.display_name || account.email);
  return [
    `<p>Hi ${name},</p>`,
    `<p>We received a request to reset the password of your ${brand.productName} account (${escapeHtml(account.email)}).</p>`,
    `<p><a href="${escapeHtml(link)}">Set a new password</a>. The link works once, within ${hours(PASSWORD_TOKEN_LIFETIME_MS)} hours.</p>`,
    `<p>Or enter this code on the verification screen: <strong>${code}</strong> (valid for ${minutes(AccountRecoveryRule.codeLifetimeMs)} minutes).</p>`,
    '<p>If you did not ask for this, ignore this mail: your password stays as it is.</p>',
  ].join('\n');
}

/**
 * Development delivery: the reset mail goes into the account's own inbox and a copy into
 * the admin's inbox; the admin resetting their own password gets it once.
 */
export async function deliverResetMails(db: Db, mail: ResetMail, adminId: string | undefined, now: Date): Promise<void> {
  const message = resetMessage(mail);
  await deliverMail(db, { userId: mail.account.id, from: sender, subject: RESET_MAIL_SUBJECT, message }, now);
  if (adminId && adminId !== mail.account.id) {
    await deliverMail(
      db,
      {
        userId: adminId,
        from: sender,
        subject: `${RESET_MAIL_SUBJECT} (${mail.account.email})`,
        message: `<p><em>Development copy of the reset mail sent to ${escapeHtml(mail.account.email)}.</em></p>\n${message}`,
      },
      now,
    );
  }
}
