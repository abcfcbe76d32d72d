import type { Transporter } from 'nodemailer';
import type { Clock } from '@/server/auth/tokens';
import type { ServerConfig } from '@/server/config';
import type { Db } from '@/server/db/database';
import type { Logger } from '@/server/logger';
import { deliverMail } from '@/server/areas/mail/mail-store';

/** The account a mail is for: it goes to this account's own address (or inbox) and to nobody else. */
export interface MailRecipient {
  userId: string;
  email: string;
  /** Display name for the To header; may be empty. */
  name: string;
}

/** A mail to one account, in both forms every mail client can show. */
export interface AccountMail {
  to: MailRecipient;
  subject: string;
  html: string;
  text: string;
}

/**
 * A mail a user of the site writes to addresses outside the workspace (a reply to a contact message): it goes
 * out from the site's address (MAIL_FROM) in the user's name, with the user's own address to reply to.
 */
export interface OutsideMail {
  /** The account that wrote it. */
  sender: { userId: string; name: string; email: string };
  to: { name: string; email: string }[];
  subject: string;
  html: string;
  text: string;
}

/**
 * How mail leaves the site: account mails (password reset, set-password links) to their account, and mail
 * users write to addresses outside the workspace.
 */
export interface MailDelivery {
  /** 'smtp' when SMTP_URL is set, else 'inbox' (the account's own in-app Mail inbox). */
  readonly transport: 'smtp' | 'inbox';
  /**
   * A page of the site (`/auth/...`) as a link that works where the mail is read: absolute (PUBLIC_URL)
   * in a mail sent through SMTP; the path itself in the in-app inbox, read on this very site.
   */
  link(path: string): string;
  /**
   * Sends the mail to `mail.to` only. Never throws: a failure is logged at error level (who and which
   * subject, never the content) and answers false.
   */
  send(mail: AccountMail): Promise<boolean>;
  /**
   * Sends a user's mail to addresses outside the workspace through SMTP. Without SMTP_URL nothing can leave the
   * site: it answers false at once. Never throws: a failure is logged like `send`'s and answers false.
   */
  sendOutside(mail: OutsideMail): Promise<boolean>;
  /** Lets go of the SMTP connections, if any. */
  close(): void;
}

/** Seconds an SMTP server may take before a send counts as failed (nodemailer's defaults are minutes). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** What a failed send may log: the error's kind and the SMTP server's answer, nothing of the mail. */
function describeFailure(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const { code, responseCode, command } = error as Error & {
    code?: unknown;
    responseCode?: unknown;
    command?: unknown;
  };
  return { message: error.message, code, responseCode, command };
}

/**
 * Built once at start: through SMTP (nodemailer) to the account's own address when `config.smtpUrl` is
 * set, else into that account's own in-app Mail inbox.
 */
export function createMailDelivery({
  config,
  db,
  logger,
  clock = () => new Date(),
}: {
  config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom' | 'publicUrl'>;
  /** Where the in-app inboxes are (used without SMTP_URL). */
  db: Db;
  /** Gets the failures. */
  logger: Logger;
  clock?: Clock;
}): MailDelivery {
  const from = config.mailFrom;
  const failed = (mail: AccountMail, transport: MailDelivery['transport'], error: unknown) => {
    logger.error(
      { userId: mail.to.userId, subject: mail.subject, transport, failure: describeFailure(error) },
      'account mail not sent',
    );
    return false;
  };

  if (!config.smtpUrl) {
    return {
      transport: 'inbox',
      link: (path) => path,
      async send(mail) {
        try {
          await deliverMail(
            db,
            {
              userId: mail.to.userId,
              from: { name: from.name, email: from.email, avatar: '' },
              subject: mail.subject,
              message: mail.html,
            },
            clock(),
          );
          return true;
        } catch (error) {
          return failed(mail, 'inbox', error);
        }
      },
      sendOutside: async () => false,
      close() {},
    };
  }

  // nodemailer loads with the first mail, not with every server start.
  let transporter: Promise<Transporter> | undefined;
  const smtp = () =>
    (transporter ??= import('nodemailer').then(({ createTransport }) =>
      createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS }),
    ));
  return {
    transport: 'smtp',
    link: (path) => new URL(path, config.publicUrl).toString(),
    async send(mail) {
      try {
        await (await smtp()).sendMail({
          from: { name: from.name, address: from.email },
          to: { name: mail.to.name, address: mail.to.email },
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        return true;
      } catch (error) {
        return failed(mail, 'smtp', error);
      }
    },
    async sendOutside(mail) {
      try {
        await (await smtp()).sendMail({
          from: { name: `${mail.sender.name} via ${from.name}`, address: from.email },
          replyTo: { name: mail.sender.name, address: mail.sender.email },
          to: mail.to.map((to) => ({ name: to.name, address: to.email })),
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        return true;
      } catch (error) {
        logger.error(
          {
            userId: mail.sender.userId,
            subject: mail.subject,
            transport: 'smtp',
            failure: describeFailure(error),
          },
          'mail to outside the workspace not sent',
        );
        return false;
      }
    },
    close: () => void transporter?.then((made) => made.close()),
  };
}
