import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccountRecoveryMessage } from '@/contract/account-recovery';
import { brand } from '@/contract/brand';
import { ErrorMessage } from '@/contract/errors';
import type { Mail } from '@/contract/mail';
import { describeApi } from '@/server/testing/api-server';
import { newHire } from '@/server/testing/new-hire';
import { linesHolding } from '@/server/testing/log-secrets';

const past = '2000-01-01T00:00:00.000Z';


/** The link (as written in the mail's HTML) and the 6-digit code of a reset or set-password mail. */
function mailedSecrets(html: string): { link: string; code: string } {
  const link = /href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';
  const code = /<strong>(\d{6})<\/strong>/.exec(html)?.[1] ?? '';
  return { link, code };
}

describeApi('account recovery API', (server) => {
  let adminId: string;
  beforeAll(async () => {
    adminId = (await server.api.get('/api/account/my-account', { token: server.adminToken })).body.user.id;
  });

  const requestReset = (email: string) => server.api.post('/api/account/reset-password', { email });
  const verify = (email: string, code: string) => server.api.post('/api/account/verify', { email, code });
  const setPassword = (token: string, password: string, confirmPassword = password) =>
    server.api.post('/api/account/new-password', { token, password, confirmPassword });
  const login = (email: string, password: string) => server.api.post('/api/account/login', { email, password });
  const inbox = async (token: string): Promise<Mail[]> =>
    (await server.api.get('/api/mail/mails', { token, query: { systemLabel: 'inbox' } })).body.mails;

  /** The reset mails in an account's in-app inbox, read from the database. */
  const resetMails = (userId: string) =>
    server.sql<{ id: string; message: string }>('select id, message from mails where user_id = ? and subject = ?', [
      userId,
      'Reset your password',
    ]);

  /** Asks for a reset and returns what the one new mail in the account's own inbox carried. */
  const resetFor = async (user: { id: string; email: string }) => {
    const before = new Set((await resetMails(user.id)).map((mail) => mail.id));
    expect((await requestReset(user.email)).status).toBe(200);
    const fresh = (await resetMails(user.id)).filter((mail) => !before.has(mail.id));
    expect(fresh).toHaveLength(1);
    const { link, code } = mailedSecrets(fresh[0]!.message);
    return { link, code, token: new URL(link, 'http://x').searchParams.get('token')! };
  };

  /** Resolves once the server wrote a request line with this id: every line logged before it is in `output` then. */
  const flushLog = async () => {
    const marker = `flush-${Math.random().toString(36).slice(2)}`;
    await server.api.get('/api/health', { headers: { 'x-request-id': marker } });
    await server.waitForLine((line) => line.includes(marker));
  };

  describe('POST /api/account/reset-password', () => {
    it('answers an unknown email exactly like a known one and sends nothing', async () => {
      const { user } = await server.api.registerUser();
      const known = await requestReset(user.email);
      const unknown = await requestReset('nobody-here@example.com');
      expect(unknown.status).toBe(200);
      expect(known.status).toBe(200);
      expect(unknown.body).toEqual({ message: AccountRecoveryMessage.resetRequested });
      expect(known.body).toEqual(unknown.body);
      expect(await resetMails(user.id)).toHaveLength(1);
      await flushLog();
      expect(server.output.some((line) => line.includes('nobody-here@example.com'))).toBe(false);
    });

    it('names the bad field', async () => {
      expect((await server.api.post('/api/account/reset-password', {})).body).toMatchObject({
        message: 'email: Email is required',
      });
      const invalid = await requestReset('not-an-email');
      expect(invalid.status).toBe(400);
      expect(invalid.body).toMatchObject({ message: 'email: Email must be a valid email address' });
    });

    it('stores only hashes: a 24-hour link and a 15-minute code, both mailed', async () => {
      const { user } = await server.api.registerUser();
      const { link, code, token } = await resetFor(user);
      expect(link).toMatch(/^\/auth\/new-password\?token=[\w-]{40,}$/);
      expect(code).toMatch(/^\d{6}$/);

      const tokens = await server.sql<{ token_hash: string; expires_at: string; created_at: string }>(
        'select token_hash, expires_at, created_at from password_tokens where user_id = ?',
        [user.id],
      );
      expect(tokens).toHaveLength(1);
      expect(tokens[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(Date.parse(tokens[0]!.expires_at) - Date.parse(tokens[0]!.created_at)).toBe(24 * 60 * 60 * 1000);

      const codes = await server.sql<{ code_hash: string; attempts: number; expires_at: string; created_at: string }>(
        'select code_hash, attempts, expires_at, created_at from password_reset_codes where user_id = ?',
        [user.id],
      );
      expect(codes).toHaveLength(1);
      expect(codes[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes[0]!.code_hash).not.toContain(code);
      expect(Number(codes[0]!.attempts)).toBe(0);
      expect(Date.parse(codes[0]!.expires_at) - Date.parse(codes[0]!.created_at)).toBe(15 * 60 * 1000);
    });

    it("delivers the mail unread to the account's own inbox only: the admin's inbox gets nothing", async () => {
      const { user, token: userToken } = await server.api.registerUser();
      const adminMailsBefore = await server.sql<{ n: number }>('select count(*) as n from mails where user_id = ?', [adminId]);
      const { link, code } = await resetFor(user);

      const own = await inbox(userToken);
      expect(own).toHaveLength(1);
      expect(own[0]).toMatchObject({ subject: 'Reset your password', isUnread: true, folder: 'inbox' });
      expect(own[0]!.to).toEqual([expect.objectContaining({ email: user.email })]);
      expect(own[0]!.message).toContain(`href="${link}"`);
      expect(own[0]!.message).toContain(`<strong>${code}</strong>`);

      const labels = (await server.api.get('/api/mail/labels', { token: userToken })).body.labels;
      expect(labels.find((label: { id: string }) => label.id === 'inbox').unreadCount).toBe(1);

      // Nobody else's mailbox holds it: not the admin's, not any other account's.
      const adminMailsAfter = await server.sql<{ n: number }>('select count(*) as n from mails where user_id = ?', [adminId]);
      expect(Number(adminMailsAfter[0]!.n)).toBe(Number(adminMailsBefore[0]!.n));
      const holders = await server.sql<{ user_id: string }>('select user_id from mails where message like ?', [`%${code}%`]);
      expect(holders.map((row) => row.user_id)).toEqual([user.id]);
    });

    it('gives the admin resetting their own password one mail, not two', async () => {
      const before = (await inbox(server.adminToken)).length;
      await resetFor({ id: adminId, email: brand.demoAccount.email });
      const after = await inbox(server.adminToken);
      expect(after).toHaveLength(before + 1);
      expect(after[0]!.subject).toBe('Reset your password');
    });

    it('sends at most 3 mails per 15 minutes and answers the 4th alike', async () => {
      const { user, token: userToken } = await server.api.registerUser();
      for (let i = 0; i < 3; i += 1) await resetFor(user);
      const fourth = await requestReset(user.email);
      expect(fourth.status).toBe(200);
      expect(fourth.body).toEqual({ message: AccountRecoveryMessage.resetRequested });
      await server.waitForLine((line) => line.includes('too many requests') && line.includes(user.id));
      expect(await resetMails(user.id)).toHaveLength(3);
      expect(await inbox(userToken)).toHaveLength(3);

      // Requests older than the window no longer count.
      await server.sql('update password_reset_codes set created_at = ? where user_id = ?', [past, user.id]);
      await resetFor(user);
      expect(await inbox(userToken)).toHaveLength(4);
    });

    it('sends nothing for a banned account', async () => {
      const { user } = await server.api.registerUser();
      await server.api.post('/api/user/manage-users/update', { userId: user.id, updateUser: { status: 'banned' } }, { token: server.adminToken });
      expect((await requestReset(user.email)).status).toBe(200);
      const rows = await server.sql('select id from password_reset_codes where user_id = ?', [user.id]);
      expect(rows).toHaveLength(0);
    });
  });

  describe('POST /api/account/verify', () => {
    it('exchanges the code once for a reset token that sets the password', async () => {
      const { user } = await server.api.registerUser();
      const { code } = await resetFor(user);
      const { status, body } = await verify(user.email.toUpperCase(), code);
      expect(status).toBe(200);
      expect(body).toEqual({ resetToken: expect.stringMatching(/^[\w-]{40,}$/) });

      const again = await verify(user.email, code);
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ message: AccountRecoveryMessage.codeInvalid, code: 'account_recovery.code_invalid' });

      expect((await setPassword(body.resetToken, 'brand-new-1')).status).toBe(200);
      expect((await login(user.email, 'brand-new-1')).status).toBe(200);
    });

    it('refuses a wrong code, an unknown email, and only the newest code works', async () => {
      const { user } = await server.api.registerUser();
      const first = await resetFor(user);
      const second = await resetFor(user);
      const wrong = second.code === '000000' ? '000001' : '000000';
      for (const [email, code] of [
        [user.email, wrong],
        ['nobody-here@example.com', second.code],
        ...(first.code === second.code ? [] : [[user.email, first.code]]),
      ] as const) {
        const { status, body } = await verify(email, code);
        expect(status).toBe(400);
        expect(body).toEqual({ message: AccountRecoveryMessage.codeInvalid, code: 'account_recovery.code_invalid' });
      }
      expect((await verify(user.email, second.code)).status).toBe(200);
    });

    it('voids the code after 5 wrong tries', async () => {
      const { user } = await server.api.registerUser();
      const { code } = await resetFor(user);
      const wrong = code === '000000' ? '000001' : '000000';
      for (let i = 0; i < 5; i += 1) expect((await verify(user.email, wrong)).status).toBe(400);
      const { status, body } = await verify(user.email, code);
      expect(status).toBe(400);
      expect(body).toEqual({ message: AccountRecoveryMessage.codeInvalid, code: 'account_recovery.code_invalid' });
    });

    it('refuses an expired code', async () => {
      const { user } = await server.api.registerUser();
      const { code } = await resetFor(user);
      await server.sql('update password_reset_codes set expires_at = ? where user_id = ?', [past, user.id]);
      expect((await verify(user.email, code)).body).toEqual({ message: AccountRecoveryMessage.codeInvalid, code: 'account_recovery.code_invalid' });
    });

    it('names the bad field', async () => {
      const cases: [unknown, string][] = [
        [{ email: 'a@example.com' }, 'code: Code is required'],
        [{ email: 'a@example.com', code: '' }, 'code: Code is required'],
        [{ email: 'a@example.com', code: '12a456' }, 'code: Code must be 6 digits'],
        [{ code: '123456' }, 'email: Email is required'],
      ];
      for (const [body, message] of cases) {
        const response = await server.api.post('/api/account/verify', body);
        expect(response.status).toBe(400);
        expect(response.body.message).toBe(message);
      }
    });
  });

  describe('POST /api/account/new-password', () => {
    it('sets the password with the mailed link, signs in, and works only once', async () => {
      const { user, password: oldPassword } = await server.api.registerUser();
      const { token } = await resetFor(user);
      const { status, body } = await setPassword(token, 'fresh-secret');
      expect(status).toBe(200);
      expect(body.user).toMatchObject({ id: user.id, email: user.email, role: 'user' });
      const me = await server.api.get('/api/account/my-account', { token: body.accessToken });
      expect(me.body.user.id).toBe(user.id);

      expect((await login(user.email, 'fresh-secret')).status).toBe(200);
      expect((await login(user.email, oldPassword)).body).toEqual({ message: ErrorMessage.wrongPassword, code: 'auth.wrong_password' });

      const again = await setPassword(token, 'another-secret');
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ message: AccountRecoveryMessage.linkInvalid, code: 'account_recovery.link_invalid' });

      // The password survives a restart.
      await server.restart();
      expect((await login(user.email, 'fresh-secret')).status).toBe(200);
    });

    it('voids the code once the password is set', async () => {
      const { user } = await server.api.registerUser();
      const { token, code } = await resetFor(user);
      expect((await setPassword(token, 'fresh-secret')).status).toBe(200);
      expect((await verify(user.email, code)).body).toEqual({ message: AccountRecoveryMessage.codeInvalid, code: 'account_recovery.code_invalid' });
    });

    it('refuses an expired or unknown link', async () => {
      const { user } = await server.api.registerUser();
      const { token } = await resetFor(user);
      await server.sql('update password_tokens set expires_at = ? where user_id = ?', [past, user.id]);
      for (const candidate of [token, 'no-such-token']) {
        const { status, body } = await setPassword(candidate, 'fresh-secret');
        expect(status).toBe(400);
        expect(body).toEqual({ message: AccountRecoveryMessage.linkInvalid, code: 'account_recovery.link_invalid' });
      }
    });

    it('checks the password rules and names the field', async () => {
      const cases: [unknown, string][] = [
        [{ token: 't', password: '', confirmPassword: '' }, 'password: Password is required'],
        [{ token: 't', password: 'abc', confirmPassword: 'abc' }, 'password: Password must be at least 6 characters'],
        [
          { token: 't', password: 'z'.repeat(129), confirmPassword: 'z'.repeat(129) },
          'password: Password must be at most 128 characters',
        ],
        [{ token: 't', password: 'abcdef', confirmPassword: 'abcdeg' }, 'confirmPassword: Passwords must match'],
        [{ password: 'abcdef', confirmPassword: 'abcdef' }, 'token: Invalid or expired link'],
      ];
      for (const [body, message] of cases) {
        const response = await server.api.post('/api/account/new-password', body);
        expect(response.status).toBe(400);
        expect(response.body.message).toBe(message);
      }
    });

    it('refuses a banned account and keeps its link', async () => {
      const { user } = await server.api.registerUser();
      const { token } = await resetFor(user);
      const ban = (status: string) =>
        server.api.post('/api/user/manage-users/update', { userId: user.id, updateUser: { status } }, { token: server.adminToken });
      expect((await ban('banned')).status).toBe(200);
      const { status, body } = await setPassword(token, 'fresh-secret');
      expect(status).toBe(403);
      expect(body).toEqual({ message: ErrorMessage.accountBanned, code: 'auth.account_banned' });
      expect((await ban('active')).status).toBe(200);
      expect((await setPassword(token, 'fresh-secret')).status).toBe(200);
    });

    it('sets the first password of an account created by user management', async () => {
      const email = `new-hire-${Date.now()}@example.com`;
      const created = await server.api.post('/api/user/manage-users/new', newHire({ email }), { token: server.adminToken });
      expect(created.status).toBe(200);
      // Without SMTP_URL the answer says the link went to the account's in-app inbox.
      expect(created.body.passwordLink).toBe('inbox');
      // The new account cannot sign in yet: its own inbox is read from the database.
      const mails = await server.sql<{ subject: string; message: string; recipients: string }>(
        'select subject, message, recipients from mails where user_id = ?',
        [created.body.user.id],
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Set your password');
      expect(JSON.parse(mails[0]!.recipients)).toEqual([expect.objectContaining({ email })]);
      const { link } = mailedSecrets(mails[0]!.message);
      expect(link).toMatch(/^\/auth\/new-password\?token=[\w-]{40,}$/);
      const holders = await server.sql<{ user_id: string }>('select user_id from mails where message like ?', [`%${link}%`]);
      expect(holders.map((row) => row.user_id)).toEqual([created.body.user.id]);
      const { status, body } = await setPassword(new URL(link, 'http://x').searchParams.get('token')!, 'first-secret');
      expect(status).toBe(200);
      expect(body.user.email).toBe(email);
      expect((await login(email, 'first-secret')).status).toBe(200);
    });
  });

  describe('logs', () => {
    it('never carry a code, link or token above debug; an info line names the account a reset mail went to', async () => {
      const { user } = await server.api.registerUser();
      const { link, code, token } = await resetFor(user);
      const { body } = await verify(user.email, code);
      const resetToken: string = body.resetToken;
      // The web page a mailed link opens, and an API call, each with a token in the query string.
      await server.api.get(link);
      await server.api.get('/api/health', { query: { token: 'query-secret-4711' } });
      expect((await setPassword(resetToken, 'fresh-secret')).status).toBe(200);

      const created = await server.api.post('/api/user/manage-users/new', newHire({ email: `logged-${Date.now()}@example.com` }), {
        token: server.adminToken,
      });
      expect(created.status).toBe(200);
      const [setMail] = await server.sql<{ message: string }>('select message from mails where user_id = ?', [created.body.user.id]);
      const setLink = mailedSecrets(setMail!.message).link;
      const setToken = new URL(setLink, 'http://x').searchParams.get('token')!;

      await flushLog();
      for (const secret of [code, token, link, resetToken, setToken, setLink, 'query-secret-4711']) {
        expect(linesHolding(server.output, secret), secret).toEqual([]);
      }
      const sent = server.output.map((line) => JSON.parse(line) as { level: number; msg: string; userId?: string });
      expect(sent).toContainEqual(expect.objectContaining({ level: 30, userId: user.id, msg: expect.stringMatching(/reset mail/) }));
      expect(sent).toContainEqual(
        expect.objectContaining({ level: 30, userId: created.body.user.id, msg: expect.stringMatching(/set-password mail/) }),
      );
    });
  });
});

describeApi('account recovery at LOG_LEVEL=debug', { env: { LOG_LEVEL: 'debug' } }, (server) => {
  /** The output lines that hold `secret`, parsed. */
  const loggedWith = (secret: string) =>
    linesHolding(server.output, secret).map((line) => JSON.parse(line) as Record<string, unknown>);

  it('writes the reset link and code on a debug line only, for a developer to find', async () => {
    const { user } = await server.api.registerUser();
    expect((await server.api.post('/api/account/reset-password', { email: user.email })).status).toBe(200);
    const [mail] = await server.sql<{ message: string }>('select message from mails where user_id = ?', [user.id]);
    const { link, code } = mailedSecrets(mail!.message);
    await server.waitForLine((line) => line.includes(link));
    expect(loggedWith(link)).toEqual([expect.objectContaining({ level: 20, userId: user.id, link, code })]);
  });

  it('never writes the set-password link of an account an admin creates, not even at debug; only whom it went to', async () => {
    const created = await server.api.post('/api/user/manage-users/new', newHire({ email: `debug-${Date.now()}@example.com` }), {
      token: server.adminToken,
    });
    expect(created.status).toBe(200);
    const userId: string = created.body.user.id;
    const [mail] = await server.sql<{ message: string }>('select message from mails where user_id = ?', [userId]);
    const { link } = mailedSecrets(mail!.message);
    await server.waitForLine((line) => line.includes(userId) && line.includes('set-password mail sent'));
    const marker = `flush-${Date.now()}`;
    await server.api.get('/api/health', { headers: { 'x-request-id': marker } });
    await server.waitForLine((line) => line.includes(marker));
    expect(loggedWith(link)).toEqual([]);
    expect(loggedWith(new URL(link, 'http://x').searchParams.get('token')!)).toEqual([]);
  });
});
