import { SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { brand } from '@/contract/brand';
import { ErrorMessage } from '@/contract/errors';
import { describeApi } from '@/server/testing/api-server';

describeApi('account API', { signIn: false }, (server, engine) => {
  const mint = (claims: { sub?: string; iat: number; exp: number }, secret = server.env.JWT_SECRET!) => {
    const jwt = new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(claims.iat).setExpirationTime(claims.exp);
    if (claims.sub) jwt.setSubject(claims.sub);
    return jwt.sign(new TextEncoder().encode(secret));
  };

  describe('POST /api/account/login', () => {
    it('signs in the demo admin with a 5-day HS256 token and the account', async () => {
      const { status, body } = await server.api.post('/api/account/login', brand.demoAccount);
      expect(status).toBe(200);
      expect(body.user).toMatchObject({
        email: brand.demoAccount.email,
        displayName: brand.presenter.name,
        role: 'admin',
        isPublic: true,
      });
      expect(body.user).not.toHaveProperty('password');
      expect(body.user).not.toHaveProperty('passwordHash');
      const header = JSON.parse(Buffer.from(body.accessToken.split('.')[0], 'base64url').toString());
      expect(header.alg).toBe('HS256');
      const claims = decodeJwt(body.accessToken);
      expect(claims.sub).toBe(body.user.id);
      expect(claims.exp! - claims.iat!).toBe(5 * 24 * 60 * 60);
    });

    it('accepts the email in any case', async () => {
      const { status } = await server.api.post('/api/account/login', {
        email: brand.demoAccount.email.toUpperCase(),
        password: brand.demoAccount.password,
      });
      expect(status).toBe(200);
    });

    it('answers 400 for an unknown email', async () => {
      const { status, body } = await server.api.post('/api/account/login', { email: 'nobody@example.com', password: 'x' });
      expect(status).toBe(400);
      expect(body).toEqual({ message: 'There is no user corresponding to the email address.', code: 'auth.no_user_for_email' });
    });

    it('answers 400 Wrong password', async () => {
      const { status, body } = await server.api.post('/api/account/login', { email: brand.demoAccount.email, password: 'nope' });
      expect(status).toBe(400);
      expect(body).toEqual({ message: 'Wrong password', code: 'auth.wrong_password' });
    });

    it('names the field that is missing or invalid', async () => {
      const missing = await server.api.post('/api/account/login', { password: 'x' });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('email: Email is required');
      const invalid = await server.api.post('/api/account/login', { email: 'not-an-email', password: 'x' });
      expect(invalid.status).toBe(400);
      expect(invalid.body.message).toBe('email: Email must be a valid email address');
      const noPassword = await server.api.post('/api/account/login', { email: 'a@b.co' });
      expect(noPassword.body.message).toBe('password: Password is required');
      const wrongType = await server.api.post('/api/account/login', { email: 'a@b.co', password: 42 });
      expect(wrongType.status).toBe(400);
      expect(wrongType.body.message).toMatch(/^password: /);
    });
  });

  describe('POST /api/account/register', () => {
    it('creates a user account whose token works at once and that can sign in again', async () => {
      const email = `new-${engine}@example.com`;
      const { status, body } = await server.api.post('/api/account/register', {
        email,
        password: 'secret-pass',
        firstName: 'Ada',
        lastName: 'Lovelace',
      });
      expect(status).toBe(200);
      expect(body.user).toEqual({
        id: expect.any(String),
        displayName: 'Ada Lovelace',
        email,
        photoURL: '',
        phoneNumber: '',
        country: '',
        address: '',
        state: '',
        city: '',
        zipCode: '',
        about: '',
        role: 'user',
        isPublic: true,
      });
      const me = await server.api.get('/api/account/my-account', { token: body.accessToken });
      expect(me.status).toBe(200);
      expect(me.body).toEqual({ user: body.user });
      const again = await server.api.post('/api/account/login', { email, password: 'secret-pass' });
      expect(again.status).toBe(200);
      expect(again.body.user.id).toBe(body.user.id);
    });

    it('refuses an email that is already used, in any case', async () => {
      const { status, body } = await server.api.post('/api/account/register', {
        email: brand.demoAccount.email.toUpperCase(),
        password: 'whatever',
        firstName: 'Dup',
        lastName: 'Licate',
      });
      expect(status).toBe(400);
      expect(body).toEqual({ message: 'There already exists an account with the given email address.', code: 'auth.email_taken' });
    });

    it('takes a password of 6 to 128 characters, the rule of every password an account is given', async () => {
      const register = (password: string, email: string) =>
        server.api.post('/api/account/register', { email, password, firstName: 'Pat', lastName: 'Length' });
      const short = await register('five5', 'short-password@example.com');
      expect(short.status).toBe(400);
      expect(short.body).toMatchObject({
        message: 'password: Password must be at least 6 characters',
        code: 'account.password_too_short',
      });
      const long = await register('x'.repeat(129), 'long-password@example.com');
      expect(long.status).toBe(400);
      expect(long.body).toMatchObject({
        message: 'password: Password must be at most 128 characters',
        code: 'account.password_too_long',
      });
      expect((await register('six666', 'six-password@example.com')).status).toBe(200);
      expect((await register('y'.repeat(128), 'max-password@example.com')).status).toBe(200);
    });

    it('validates names like the register form', async () => {
      const base = { email: 'names@example.com', password: 'long-enough' };
      const cases: [Record<string, unknown>, string][] = [
        [{ ...base, lastName: 'Smith' }, 'firstName: First name required'],
        [{ ...base, firstName: 'Jo', lastName: '' }, 'lastName: Last name required'],
        [{ ...base, firstName: 'J', lastName: 'Smith' }, 'firstName: Too Short!'],
        [{ ...base, firstName: 'J'.repeat(51), lastName: 'Smith' }, 'firstName: Too Long!'],
        [{ email: 'names@example.com', firstName: 'Jo', lastName: 'Smith' }, 'password: Password is required'],
      ];
      for (const [body, message] of cases) {
        const response = await server.api.post('/api/account/register', body);
        expect(response.status, message).toBe(400);
        expect(response.body.message).toBe(message);
      }
    });
  });

  describe('GET /api/account/my-account', () => {
    it('answers 401 Authorization token missing without or with a blank header', async () => {
      const headerSets: Record<string, string>[] = [{}, { authorization: '' }, { authorization: '   ' }];
      for (const headers of headerSets) {
        const { status, body } = await server.api.get('/api/account/my-account', { headers });
        expect(status).toBe(401);
        expect(body).toEqual({ message: ErrorMessage.tokenMissing, code: 'auth.token_missing' });
      }
    });

    it('answers 401 Invalid authorization token for malformed, tampered, foreign, expired and orphan tokens', async () => {
      const admin = await server.api.post('/api/account/login', brand.demoAccount);
      const token: string = admin.body.accessToken;
      const [head, payload] = token.split('.');
      const now = Math.floor(Date.now() / 1000);
      const tokens = [
        'garbage',
        `${head}.${payload}.AAAA`,
        `${head}.${Buffer.from(JSON.stringify({ sub: 'someone-else', exp: now + 999 })).toString('base64url')}.${token.split('.')[2]}`,
        await mint({ sub: admin.body.user.id, iat: now, exp: now + 60 }, 'a-different-secret-of-enough-length!!'),
        await mint({ sub: admin.body.user.id, iat: now - 6 * 86400, exp: now - 86400 }),
        await mint({ sub: 'no-such-user', iat: now, exp: now + 60 }),
        await mint({ iat: now, exp: now + 60 }),
      ];
      for (const bad of tokens) {
        const { status, body } = await server.api.get('/api/account/my-account', { token: bad });
        expect(status, bad).toBe(401);
        expect(body).toEqual({ message: ErrorMessage.tokenInvalid, code: 'auth.token_invalid' });
      }
      const basic = await server.api.get('/api/account/my-account', { headers: { authorization: `Basic ${token}` } });
      expect(basic.body).toEqual({ message: ErrorMessage.tokenInvalid, code: 'auth.token_invalid' });
    });

    it('refuses an unsigned (alg none) token', async () => {
      const admin = await server.api.post('/api/account/login', brand.demoAccount);
      const unsigned = [
        Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
        admin.body.accessToken.split('.')[1],
        '',
      ].join('.');
      const { status } = await server.api.get('/api/account/my-account', { token: unsigned });
      expect(status).toBe(401);
    });
  });
});
