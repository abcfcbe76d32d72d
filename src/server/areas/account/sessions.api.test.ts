import { SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { AccountErrors, SessionMessage } from '@/contract/account-messages';
import { ErrorMessage } from '@/contract/errors';
import { describeApi } from '@/server/testing/api-server';

const invalidToken = { message: ErrorMessage.tokenInvalid, code: 'auth.token_invalid' };

describeApi('sessions', { signIn: false }, (server) => {
  const signIn = async (email: string, password: string) => {
    const { status, body } = await server.api.post('/api/account/login', { email, password });
    expect(status).toBe(200);
    return body.accessToken as string;
  };
  const myAccount = (token: string) => server.api.get('/api/account/my-account', { token });

  it('names a server-side session in every token, a new one per sign-in', async () => {
    const member = await server.api.registerUser();
    const second = await signIn(member.user.email, member.password);
    const [first, other] = [decodeJwt(member.token), decodeJwt(second)];
    expect(first.sid).toEqual(expect.any(String));
    expect(other.sid).not.toBe(first.sid);
    const rows = await server.sql<{ id: string }>('select id from sessions where user_id = ? order by created_at', [member.user.id]);
    expect(rows.map((row) => row.id).sort()).toEqual([first.sid, other.sid].sort());
  });

  it('logout ends this session on the server only: its token gets 401, the other device stays signed in', async () => {
    const member = await server.api.registerUser();
    const phone = await signIn(member.user.email, member.password);
    const out = await server.api.post('/api/account/logout', undefined, { token: member.token });
    expect(out).toMatchObject({ status: 200, body: { message: SessionMessage.signedOut } });
    const after = await myAccount(member.token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual(invalidToken);
    expect((await server.api.post('/api/account/logout', undefined, { token: member.token })).status).toBe(401);
    expect((await myAccount(phone)).status).toBe(200);
  });

  it('a token of a valid signature whose session is unknown or absent is refused', async () => {
    const member = await server.api.registerUser();
    const now = Math.floor(Date.now() / 1000);
    const key = new TextEncoder().encode(server.env.JWT_SECRET!);
    const mint = (claims: Record<string, string>) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(member.user.id).setIssuedAt(now).setExpirationTime(now + 60).sign(key);
    const ownSid = decodeJwt(member.token).sid as string;
    const other = await server.api.registerUser();
    for (const token of [await mint({}), await mint({ sid: 'no-such-session' }), await mint({ sid: decodeJwt(other.token).sid as string })]) {
      const { status, body } = await myAccount(token);
      expect(status).toBe(401);
      expect(body).toEqual(invalidToken);
    }
    expect((await myAccount(await mint({ sid: ownSid }))).status).toBe(200);
  });

  it('sessions outlive a restart of the server', async () => {
    const member = await server.api.registerUser();
    await server.restart();
    expect((await myAccount(member.token)).status).toBe(200);
  });

  describe('POST /api/account/change-password', () => {
    it('changes the password and ends every other session of the account, not this one', async () => {
      const member = await server.api.registerUser();
      const laptop = await signIn(member.user.email, member.password);
      const stranger = await server.api.registerUser();
      const { status, body } = await server.api.post(
        '/api/account/change-password',
        { oldPassword: member.password, newPassword: 'a brand new secret' },
        { token: member.token },
      );
      expect(status).toBe(200);
      expect(body).toEqual({ message: SessionMessage.passwordChanged });
      expect((await myAccount(member.token)).status).toBe(200);
      expect((await myAccount(laptop)).body).toEqual(invalidToken);
      expect((await myAccount(stranger.token)).status).toBe(200);
      expect((await server.api.post('/api/account/login', { email: member.user.email, password: member.password })).status).toBe(400);
      await signIn(member.user.email, 'a brand new secret');
    });

    it('refuses a wrong old password and new passwords outside 6 to 128 characters, changing nothing', async () => {
      const member = await server.api.registerUser();
      const laptop = await signIn(member.user.email, member.password);
      const change = (oldPassword: unknown, newPassword: unknown) =>
        server.api.post('/api/account/change-password', { oldPassword, newPassword }, { token: member.token });
      const wrong = await change('not my password', 'a brand new secret');
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({
        code: AccountErrors.oldPasswordWrong.code,
        errors: [{ path: 'oldPassword', code: AccountErrors.oldPasswordWrong.code, message: AccountErrors.oldPasswordWrong.message }],
      });
      expect((await change('', 'a brand new secret')).body.code).toBe(AccountErrors.oldPasswordRequired.code);
      expect((await change(member.password, '12345')).body.code).toBe(AccountErrors.passwordTooShort.code);
      expect((await change(member.password, 'x'.repeat(129))).body.code).toBe(AccountErrors.passwordTooLong.code);
      expect((await myAccount(laptop)).status).toBe(200);
      await signIn(member.user.email, member.password);
    });

    it('needs a token', async () => {
      const { status, body } = await server.api.post('/api/account/change-password', { oldPassword: 'a', newPassword: 'bbbbbb' });
      expect(status).toBe(401);
      expect(body.code).toBe('auth.token_missing');
    });
  });

  it('a password reset ends every session of the account', async () => {
    const member = await server.api.registerUser();
    const laptop = await signIn(member.user.email, member.password);
    // The code of the reset mail, read from the member's own in-app inbox (no SMTP_URL here).
    await server.api.post('/api/account/reset-password', { email: member.user.email });
    const mails = await server.api.get('/api/mail/mails', { token: member.token, query: { systemLabel: 'inbox' } });
    const code = /<strong>(\d{6})<\/strong>/.exec(JSON.stringify(mails.body))?.[1];
    expect(code).toBeDefined();
    const verified = await server.api.post('/api/account/verify', { email: member.user.email, code });
    const reset = await server.api.post('/api/account/new-password', {
      token: verified.body.resetToken,
      password: 'reset and renewed',
      confirmPassword: 'reset and renewed',
    });
    expect(reset.status).toBe(200);
    expect((await myAccount(member.token)).body).toEqual(invalidToken);
    expect((await myAccount(laptop)).body).toEqual(invalidToken);
    expect((await myAccount(reset.body.accessToken)).status).toBe(200);
  });
});
