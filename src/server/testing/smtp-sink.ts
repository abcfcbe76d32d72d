import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerError } from 'smtp-server';

/** One message the sink accepted: who the client named in the envelope, and the parsed message. */
export interface ReceivedMail {
  /** The RCPT TO addresses, as sent. */
  envelopeTo: string[];
  /** The MAIL FROM address. */
  envelopeFrom: string;
  /** The addresses of the To header. */
  to: string[];
  from: string[];
  subject: string;
  text: string;
  html: string;
}

export interface SmtpSink {
  /** smtp://user:pass@127.0.0.1:port of the running sink, for SMTP_URL. */
  readonly url: string;
  /** Every message accepted so far, oldest first. */
  readonly received: ReceivedMail[];
  /** The messages to `address` (envelope recipient), waiting until there are at least `count`. */
  waitFor(address: string, count?: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  user?: string;
  password?: string;
  /** Recipients the sink refuses with 550 (a mailbox that does not exist). */
  rejectRecipient?: (address: string) => boolean;
}

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.map((entry) => entry.address ?? ''),
  );

/**
 * A real SMTP server on 127.0.0.1 (a free port) that accepts and keeps every message, for tests that run
 * the server with SMTP_URL. It requires the given user and password (plain AUTH, no TLS on loopback).
 */
export async function startSmtpSink({
  user = 'mailer',
  password = 'sink-secret',
  rejectRecipient = () => false,
}: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) callback(null, { user });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (!rejectRecipient(address.address)) return callback();
      const error: SMTPServerError = Object.assign(new Error('No such mailbox'), { responseCode: 550 });
      callback(error);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          received.push({
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: addresses(mail.to),
            from: addresses(mail.from),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const url = `smtp://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const to = (address: string) =>
    received.filter((mail) => mail.envelopeTo.some((rcpt) => rcpt.toLowerCase() === address.toLowerCase()));
  return {
    url,
    received,
    async waitFor(address, count = 1, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (to(address).length < count) {
        if (Date.now() > deadline)
          throw new Error(`no ${count} mail(s) to ${address} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return to(address);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
