import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRecoveryMessage } from '@/contract/account-recovery';
import { describeApi } from '@/server/testing/api-server';
import { newHire } from '@/server/testing/new-hire';
import { linesHolding } from '@/server/testing/log-secrets';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '@/server/testing/smtp-sink';

const PUBLIC_URL = 'https://studio.test';
const MAIL_FROM = 'Studio Desk <desk@studio.test>';

// Started before any suite's server, whose SMTP_URL points at it (file-level hooks run first).
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink({ rejectRecipient: (address) => address.startsWith('bounce-') });
});
afterAll(async () => {
  await sink?.close();
});

const LINK = /https:\/\/studio\.test\/auth\/new-password\?token=[\w-]+/g;
/** The link and the code, read from the plain-text part. */
const linkIn = (mail: ReceivedMail) => mail.text.match(LINK)?.[0] ?? '';
const codeIn = (mail: ReceivedMail) => /\b(\d{6})\b/.exec(mail.text.replace(LINK, ''))?.[1] ?? '';
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describeApi(
  'account mail through SMTP',
  // SMTP delivery: the demo has none (its mails go to the in-app inbox).
  { env: () => ({ SMTP_URL: sink.url, PUBLIC_URL, MAIL_FROM }), targets: 'server' },
  (server) => {
    const requestReset = (email: string) => server.api.post('/api/account/reset-password', { email });
    const setPassword = (token: string, password: string) =>
      server.api.post('/api/account/new-password', { token, password, confirmPassword: password });
    const accountMailsInApp = async () =>
      Number(
        (
          await server.sql<{ n: number }>('select count(*) as n from mails where subject in (?, ?)', [
            'Reset your password',
            'Set your password',
          ])
        )[0]!.n,
      );
    /** Every secret the mails carried: the log must hold none of them. */
    const secrets: string[] = [];

    describe('password reset', () => {
      it("sends the mail to the account's own address only, with an HTML and a text part, and to no in-app inbox", async () => {
        const { user } = await server.api.registerUser();
        const before = sink.received.length;
        const { status, body } = await requestReset(user.email);
        expect(status).toBe(200);
        expect(body).toEqual({ message: AccountRecoveryMessage.resetRequested });

        const [mail] = await sink.waitFor(user.email);
        expect(sink.received.slice(before)).toEqual([mail]);
        expect(mail).toMatchObject({
          envelopeTo: [user.email],
          envelopeFrom: 'desk@studio.test',
          to: [user.email],
          from: ['desk@studio.test'],
          subject: 'Reset your password',
        });
        const link = linkIn(mail!);
        const code = codeIn(mail!);
        expect(link).toMatch(/^https:\/\/studio\.test\/auth\/new-password\?token=[\w-]{40,}$/);
        expect(code).toMatch(/^\d{6}$/);
        expect(mail!.html).toContain(`href="${link}"`);
        expect(mail!.html).toContain(`<strong>${code}</strong>`);
        expect(mail!.text).not.toContain('<');
        secrets.push(link, tokenOf(link), code);

        expect(await accountMailsInApp()).toBe(0);

        // The code works (and, like any new link, replaces the mailed one)...
        const verified = await server.api.post('/api/account/verify', { email: user.email, code });
        expect(verified.status).toBe(200);
        // ...and the link of the next mail sets the password.
        expect((await requestReset(user.email)).status).toBe(200);
        const next = linkIn((await sink.waitFor(user.email, 2))[1]!);
        secrets.push(next, tokenOf(next));
        expect((await setPassword(tokenOf(next), 'mailed-secret')).status).toBe(200);
        expect(
          (await server.api.post('/api/account/login', { email: user.email, password: 'mailed-secret' }))
            .status,
        ).toBe(200);
      });

      it('answers the same 200 when the SMTP server refuses the mail, and logs the failure at error without a secret', async () => {
        const { user } = await server.api.registerUser({ email: `bounce-${Date.now()}@example.com` });
        const { status, body } = await requestReset(user.email);
        expect(status).toBe(200);
        expect(body).toEqual({ message: AccountRecoveryMessage.resetRequested });
        const line = await server.waitForLine(
          (text) => text.includes('"level":50') && text.includes(user.id),
        );
        const logged = JSON.parse(line) as Record<string, unknown>;
        expect(logged).toMatchObject({ level: 50, userId: user.id, subject: 'Reset your password' });
        expect(logged).not.toHaveProperty('link');
        expect(logged).not.toHaveProperty('code');
        expect(line).not.toMatch(/token=|new-password|\b\d{6}\b/);
        expect(sink.received.some((mail) => mail.envelopeTo.includes(user.email))).toBe(false);
        expect(await accountMailsInApp()).toBe(0);
      });
    });

    describe('accounts an admin creates', () => {
      it('get a "Set your password" mail at their own address with a link that sets the first password', async () => {
        const email = `hire-${Date.now()}@example.com`;
        const created = await server.api.post('/api/user/manage-users/new', newHire({ email }), {
          token: server.adminToken,
        });
        expect(created.status).toBe(200);
        expect(created.body.passwordLink).toBe('smtp');
        const [mail] = await sink.waitFor(email);
        expect(mail).toMatchObject({ envelopeTo: [email], to: [email], subject: 'Set your password' });
        const link = linkIn(mail!);
        expect(link).toMatch(/^https:\/\/studio\.test\/auth\/new-password\?token=[\w-]{40,}$/);
        expect(mail!.html).toContain(`href="${link}"`);
        secrets.push(link, tokenOf(link));
        expect(await accountMailsInApp()).toBe(0);

        const { status, body } = await setPassword(tokenOf(link), 'first-secret');
        expect(status).toBe(200);
        expect(body.user.email).toBe(email);
      });

      it('are made even when the SMTP server refuses the mail, and the answer says the link was not sent', async () => {
        const created = await server.api.post('/api/user/manage-users/new', newHire({ email: `bounce-hire-${Date.now()}@example.com` }), {
          token: server.adminToken,
        });
        expect(created.status).toBe(200);
        expect(created.body.passwordLink).toBe('failed');
        await server.waitForLine((text) => text.includes('"level":50') && text.includes(created.body.user.id));
      });
    });

    it('wrote none of the mailed codes, links or tokens to the log', async () => {
      expect(secrets.length).toBeGreaterThanOrEqual(5);
      const marker = `flush-${Date.now()}`;
      await server.api.get('/api/health', { headers: { 'x-request-id': marker } });
      await server.waitForLine((line) => line.includes(marker));
      for (const secret of secrets) expect(linesHolding(server.output, secret), secret).toEqual([]);
      expect(server.output.some((line) => line.includes('sink-secret'))).toBe(false);
    });
  },
);
