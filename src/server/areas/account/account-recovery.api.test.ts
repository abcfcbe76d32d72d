import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccountRecoveryMessage } from '@/contract/account-recovery';
import { brand } from '@/contract/brand';
import { ErrorMessage } from '@/contract/errors';
import type { Mail } from '@/contract/mail';
import { describeApi } from '@/server/testing/api-server';

const past = '2000-01-01T00:00:00.000Z';

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

  /** The 'password reset' log lines of an account, oldest first. */
  const resetLogs = (userId: string) =>
    server.output
      .filter((line) => line.includes('"password reset"') && line.includes(userId))
      .map((line) => JSON.parse(line) as { link: string; code: string; email: string });

  /** Asks for a reset and returns what the mail carried (read from the development log). */
  const resetFor = async (user: { id: string; email: string }) => {
    const before = resetLogs(user.id).length;
    expect((await requestReset(user.email)).status).toBe(200);
    await server.waitForLine(() => resetLogs(user.id).length > before);
    const { link, code } = resetLogs(user.id).at(-1)!;
    return { link, code, token: new URL(link, 'http://x').searchParams.get('token')! };
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
      await server.waitForLine((line) => line.includes('"password reset"') && line.includes(user.id));
      expect(server.output.some((line) => line.includes('nobody-here@example.com') && line.includes('"password reset"'))).toBe(false);
    });

    it('names the bad field', async () => {
      expect((await server.api.post('/api/account/reset-password', {})).body).toMatchObject({
        message: 'email: Email is required',
      });
      const invalid = await requestReset('not-an-email');
      expect(invalid.status).toBe(400);
      expect(invalid.body).toMatchObject({ message: 'email: Email must be a valid email address' });
    });

    it('stores only hashes: a 24-hour link and a 15-minute code, both logged', async () => {
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

    it("delivers the mail unread to the account's inbox and a copy to the admin's inbox", async () => {
      const { user, token: userToken } = await server.api.registerUser();
      const { link, code } = await resetFor(user);

      const own = await inbox(userToken);
      expect(own).toHaveLength(1);
      expect(own[0]).toMatchObject({ subject: 'Reset your password', isUnread: true, folder: 'inbox' });
      expect(own[0]!.to).toEqual([expect.objectContaining({ email: user.email })]);
      expect(own[0]!.message).toContain(`href="${link}"`);
      expect(own[0]!.message).toContain(`<strong>${code}</strong>`);

      const copy = (await inbox(server.adminToken)).find((mail) => mail.subject === `Reset your password (${user.email})`);
      expect(copy).toMatchObject({ isUnread: true, folder: 'inbox' });
      expect(copy!.message).toContain(`<strong>${code}</strong>`);
      const labels = (await server.api.get('/api/mail/labels', { token: server.adminToken })).body.labels;
      expect(labels.find((label: { id: string }) => label.id === 'inbox').unreadCount).toBeGreaterThan(0);
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
      expect(resetLogs(user.id)).toHaveLength(3);
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
      const created = await server.api.post(
        '/api/user/manage-users/new',
        {
          name: 'Noor Haddad',
          email,
          phoneNumber: '+49 30 5550 1234',
          address: 'Kastanienallee 12',
          country: 'Germany',
          state: 'Berlin',
          city: 'Berlin',
          company: 'Northlight Productions',
          role: 'Floor Manager',
        },
        { token: server.adminToken },
      );
      expect(created.status).toBe(200);
      const line = await server.waitForLine((text) => text.includes('set-password link') && text.includes(created.body.user.id));
      const link: string = JSON.parse(line).link;
      expect(link).toMatch(/^\/auth\/new-password\?token=/);
      const { status, body } = await setPassword(new URL(link, 'http://x').searchParams.get('token')!, 'first-secret');
      expect(status).toBe(200);
      expect(body.user.email).toBe(email);
      expect((await login(email, 'first-secret')).status).toBe(200);
    });
  });
});
