import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Mail } from '@/contract/mail';
import { describeApi } from '@/server/testing/api-server';
import { startSmtpSink, type SmtpSink } from '@/server/testing/smtp-sink';

const MAIL_FROM = 'Studio Desk <desk@studio.test>';

// Started before any suite's server, whose SMTP_URL points at it (file-level hooks run first).
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink({ rejectRecipient: (address) => address.startsWith('bounce-') });
});
afterAll(async () => {
  await sink?.close();
});

describeApi(
  'mail API: replies to senders outside the workspace through SMTP',
  // SMTP delivery: the demo has none (its mails go to the in-app inbox).
  { env: () => ({ SMTP_URL: sink.url, MAIL_FROM, CONTACT_RATE_LIMIT: '100' }), targets: 'server' },
  (server) => {
    const mailsOf = async (query: Record<string, string>): Promise<Mail[]> =>
      (await server.api.get('/api/mail/mails', { token: server.adminToken, query })).body.mails;
    /** A contact message from `email`, as it arrived in the admin's inbox. */
    const contactFrom = async (email: string) => {
      const sent = await server.api.post('/api/contact', {
        name: 'Jonas Weber',
        email,
        subject: 'Hosting our summit',
        message: 'Would you host our summit in May? Fee & dates below.',
      });
      expect(sent.status).toBe(200);
      const [incoming] = await mailsOf({ systemLabel: 'inbox', search: email });
      expect(incoming!.from.email).toBe(email);
      return incoming!;
    };
    const reply = (mailId: string, message: string) =>
      server.api.post('/api/mail/mails/reply', { mailId, message }, { token: server.adminToken });

    it("sends the reply to the sender's address in the admin's name, and files it under Sent", async () => {
      const email = `jonas-${Date.now()}@example.com`;
      const incoming = await contactFrom(email);
      const before = sink.received.length;
      const { status, body } = await reply(
        incoming.id,
        '<p>Happy to &amp; <strong>free</strong> on the 12th.</p>',
      );
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body).toMatchObject({
        delivery: 'smtp',
        mail: {
          folder: 'sent',
          subject: 'Re: Say Hello: Hosting our summit',
          to: [{ name: 'Jonas Weber', email }],
        },
      });

      const [mail] = await sink.waitFor(email);
      expect(sink.received.slice(before)).toEqual([mail]);
      expect(mail).toMatchObject({
        envelopeTo: [email],
        envelopeFrom: 'desk@studio.test',
        to: [email],
        from: ['desk@studio.test'],
        subject: 'Re: Say Hello: Hosting our summit',
      });
      expect(mail!.html).toContain('<strong>free</strong>');
      expect(mail!.html).toContain('<blockquote>');
      expect(mail!.text).toContain('Happy to & free on the 12th.');
      expect(mail!.text).toContain('Would you host our summit in May?');
      expect(mail!.text).not.toMatch(/<\/?[a-z]+[\s>]/);
      expect((await mailsOf({ systemLabel: 'sent', search: email })).map((sent) => sent.id)).toEqual([
        body.mail.id,
      ]);
    });

    it('still files the reply when the SMTP server refuses it, says so, and logs the failure', async () => {
      const email = `bounce-${Date.now()}@example.com`;
      const incoming = await contactFrom(email);
      const { status, body } = await reply(incoming.id, '<p>Thanks!</p>');
      expect(status).toBe(200);
      expect(body.delivery).toBe('filed');
      expect((await mailsOf({ systemLabel: 'sent', search: email })).map((sent) => sent.id)).toEqual([
        body.mail.id,
      ]);
      const line = await server.waitForLine(
        (text) => text.includes('"level":50') && text.includes('mail to outside the workspace not sent'),
      );
      expect(JSON.parse(line)).toMatchObject({ subject: `Re: ${incoming.subject}`, transport: 'smtp' });
      expect(sink.received.some((mail) => mail.envelopeTo.includes(email))).toBe(false);
    });

    it('keeps mail between accounts of the workspace inside it', async () => {
      const member = await server.api.registerUser();
      const before = sink.received.length;
      const sent = await server.api.post(
        '/api/mail/mails/new',
        { to: [member.user.email], subject: 'Inside only', message: '<p>x</p>' },
        { token: server.adminToken },
      );
      expect(sent.body.delivery).toBe('workspace');
      const [atMember] = (await server.api.get('/api/mail/mails', { token: member.token })).body
        .mails as Mail[];
      const answer = await server.api.post(
        '/api/mail/mails/reply',
        { mailId: atMember!.id, message: '<p>Got it</p>' },
        { token: member.token },
      );
      expect(answer.body.delivery).toBe('workspace');
      expect(sink.received.length).toBe(before);
    });
  },
);
