import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { brand } from '@/contract/brand';
import { ExternalSignInErrors, externalStartPath } from '@/contract/external-sign-in';
import { useApiServer, type ApiServer } from '@/server/testing/api-server';
import { createBrowserLike, signInAtProvider } from '@/server/testing/external-sign-in-flow';
import { startOidcStandIn, type OidcStandIn } from '@/server/testing/oidc-stand-in';
import { testEngines, type EngineName } from '@/server/testing/server-process';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

// Each engine's server gets a port picked now, so the stand-in can list its callback addresses. The demo signs in
// with the password only (no provider can reach a browser's worker): it is in the last suite, providers off.
const engines = testEngines().filter((engine) => engine !== 'demo');
const ports = new Map<EngineName, number>();
for (const engine of engines) ports.set(engine, await freePort());
// The servers with registration closed.
const closedPorts = new Map<EngineName, number>();
for (const engine of engines) closedPorts.set(engine, await freePort());
const closedPort = await freePort();
const providers = ['oidc', 'google', 'github'] as const;
const clientOf = (provider: string) => ({
  clientId: `studio-${provider}`,
  clientSecret: `secret-of-${provider}`,
});

let standIn: OidcStandIn;
beforeAll(async () => {
  const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0a7d5a' } })
    .png()
    .toBuffer();
  standIn = await startOidcStandIn({
    picture,
    clients: providers.map((provider) => ({
      ...clientOf(provider),
      redirectUris: [...ports.values(), ...closedPorts.values()].map(
        (port) => `http://127.0.0.1:${port}/api/account/external/${provider}/callback`,
      ),
    })),
    people: [
      {
        sub: 'ada',
        email: 'ada.lovelace@example.com',
        email_verified: true,
        name: 'Ada Lovelace',
        given_name: 'Ada',
        family_name: 'Lovelace',
      },
      { sub: 'grace', email: 'grace@example.com', email_verified: true, name: 'Grace Hopper' },
    ],
  });
});
afterAll(async () => {
  await standIn?.stop();
});

function envFor(serverPort: number) {
  const port = String(serverPort);
  return {
    PORT: port,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    AUTH_METHODS: 'password,oidc,social',
    OIDC_ISSUER: standIn.issuer,
    OIDC_CLIENT_ID: clientOf('oidc').clientId,
    OIDC_CLIENT_SECRET: clientOf('oidc').clientSecret,
    GOOGLE_ISSUER: standIn.issuer,
    GOOGLE_CLIENT_ID: clientOf('google').clientId,
    GOOGLE_CLIENT_SECRET: clientOf('google').clientSecret,
    // GitHub's own OAuth (no ID token; the person from its API), at the stand-in's endpoints.
    GITHUB_AUTHORIZATION_URL: `${standIn.issuer}/auth`,
    GITHUB_TOKEN_URL: `${standIn.issuer}/token`,
    GITHUB_API_URL: `${standIn.issuer}/github-api`,
    GITHUB_CLIENT_ID: clientOf('github').clientId,
    GITHUB_CLIENT_SECRET: clientOf('github').clientSecret,
    // A provider that is down: nothing listens there.
    LINKEDIN_ISSUER: `http://127.0.0.1:${closedPort}`,
    LINKEDIN_CLIENT_ID: 'studio-linkedin',
    LINKEDIN_CLIENT_SECRET: 'secret-of-linkedin',
  };
}

const count = async (server: ApiServer, table: string) =>
  Number((await server.sql<{ n: number | string }>(`select count(*) as n from ${table}`))[0]!.n);

/** The screen and its address parameters the server sent the browser to. */
const landing = (location: string | undefined) => {
  const url = new URL(location!);
  return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
};

/** Signs `login` in through `provider` up to the app's answer to the callback. */
async function roundTrip(server: ApiServer, provider: string, login: string, returnTo?: string) {
  const browser = createBrowserLike();
  const callback = await signInAtProvider(
    browser,
    `${server.baseUrl}${externalStartPath(provider, returnTo)}`,
    login,
  );
  const answer = await browser.request(callback);
  return { browser, callback, answer, landed: landing(answer.location) };
}

async function complete(server: ApiServer, code: string) {
  return server.api.post('/api/account/external/complete', { code });
}

describe.each(engines)('sign-in through a provider on %s', (engine) => {
  const server = useApiServer(engine, { env: () => envFor(ports.get(engine)!) });

  it('offers the methods on and the configured social providers on the login screen', async () => {
    const { status, body } = await server.api.get('/api/account/login-options');
    expect(status).toBe(200);
    expect(body.methods).toEqual(['password', 'oidc', 'social']);
    expect(body.socialProviders).toEqual(['google', 'github', 'linkedin']);
  });

  it('sends the visitor to the provider with state, nonce and PKCE (S256)', async () => {
    const answer = await createBrowserLike().request(
      `${server.baseUrl}${externalStartPath('oidc', '/dashboard/calendar')}`,
    );
    expect(answer.status).toBe(302);
    const url = new URL(answer.location!);
    expect(url.origin).toBe(standIn.issuer);
    expect(url.searchParams.get('client_id')).toBe('studio-oidc');
    expect(url.searchParams.get('redirect_uri')).toBe(`${server.baseUrl}/api/account/external/oidc/callback`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const name of ['state', 'nonce', 'code_challenge'])
      expect(url.searchParams.get(name)).toMatch(/^[\w-]{32,}$/);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
  });

  it('creates the account on the first sign-in, hands over a working session, and returns to the page asked for', async () => {
    const users = await count(server, 'users');
    // Its picture, at the stand-in (whose address is known once it listens).
    standIn.people.get('ada')!.picture = `${standIn.issuer}/pictures/ada.png`;
    const { landed } = await roundTrip(server, 'oidc', 'ada', '/dashboard/calendar');
    expect(landed.path).toBe('/auth/login');
    expect(Object.keys(landed.params)).toEqual(['externalSignIn']);

    const { status, body } = await complete(server, landed.params.externalSignIn!);
    expect(status).toBe(200);
    expect(body.returnTo).toBe('/dashboard/calendar');
    expect(body.user).toMatchObject({
      email: 'ada.lovelace@example.com',
      displayName: 'Ada Lovelace',
      role: 'user',
    });
    expect(await count(server, 'users')).toBe(users + 1);
    const me = await server.api.get('/api/account/my-account', { token: body.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(body.user.id);
    const [row] = await server.sql<{ password_hash: string | null; first_name: string; last_name: string }>(
      'select password_hash, first_name, last_name from users where id = ?',
      [body.user.id],
    );
    expect(row).toEqual({ password_hash: null, first_name: 'Ada', last_name: 'Lovelace' });
    // The provider's picture, kept as the account's own upload (served from this site).
    expect(body.user.photoURL).toMatch(/^\/uploads\/[\w-]+\.png$/);
    const photo = await fetch(`${server.baseUrl}${body.user.photoURL}`);
    expect(photo.status).toBe(200);
    expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).width).toBe(64);

    // The one-time code works once.
    expect((await complete(server, landed.params.externalSignIn!)).body).toEqual({
      message: ExternalSignInErrors.handoffInvalid.message,
      code: ExternalSignInErrors.handoffInvalid.code,
    });
  });

  it('signs the same person in to the same account the second time', async () => {
    const users = await count(server, 'users');
    const first = await roundTrip(server, 'oidc', 'ada');
    const again = await complete(server, first.landed.params.externalSignIn!);
    expect(again.status).toBe(200);
    expect(again.body.user.email).toBe('ada.lovelace@example.com');
    expect(again.body.returnTo).toBe('/dashboard');
    expect(await count(server, 'users')).toBe(users);
  });

  it('links to the existing account with the same verified email', async () => {
    const { user, password } = await server.api.registerUser({ email: 'grace@example.com' });
    const { landed } = await roundTrip(server, 'google', 'grace');
    const { body } = await complete(server, landed.params.externalSignIn!);
    expect(body.user.id).toBe(user.id);
    const linked = await server.api.get('/api/account/identities', { token: body.accessToken });
    expect(linked.body).toMatchObject({
      identities: [{ provider: 'google', email: 'grace@example.com' }],
      hasPassword: true,
      available: ['oidc', 'google', 'github', 'linkedin'],
    });
    // The password still signs in too.
    expect(
      (await server.api.post('/api/account/login', { email: 'grace@example.com', password })).status,
    ).toBe(200);
  });

  it('never links an unverified email to an existing account, and creates nothing', async () => {
    await server.api.registerUser({ email: 'mallory.target@example.com' });
    standIn.people.set('mallory', {
      sub: 'mallory',
      email: 'mallory.target@example.com',
      email_verified: false,
      name: 'Mallory',
    });
    const [users, sessions] = [await count(server, 'users'), await count(server, 'sessions')];
    const { landed } = await roundTrip(server, 'oidc', 'mallory');
    expect(landed).toEqual({
      path: '/auth/login',
      params: { externalError: ExternalSignInErrors.emailInUse.code },
    });
    expect(await count(server, 'users')).toBe(users);
    expect(await count(server, 'sessions')).toBe(sessions);
    expect(await count(server, "external_identities where subject = 'mallory'")).toBe(0);
  });

  it('signs in through GitHub, whose person comes from its API', async () => {
    standIn.people.set('octo1234', {
      sub: 'octo1234',
      email: 'octo@example.com',
      email_verified: true,
      name: 'Octo Cat',
    });
    const { landed } = await roundTrip(server, 'github', 'octo1234');
    const { status, body } = await complete(server, landed.params.externalSignIn!);
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ email: 'octo@example.com', displayName: 'Octo Cat', role: 'user' });
    const [identity] = await server.sql<{ subject: string }>(
      "select subject from external_identities where provider = 'github' and user_id = ?",
      [body.user.id],
    );
    expect(identity!.subject).toBe('1234');
  });

  describe('refuses a round trip that does not check out, creating no account and no session', () => {
    const refused = async (run: () => Promise<{ location: string | undefined }>, error: { code: string }) => {
      const [users, sessions, handoffs] = [
        await count(server, 'users'),
        await count(server, 'sessions'),
        await count(server, 'external_sign_in_handoffs'),
      ];
      const { location } = await run();
      expect(landing(location)).toEqual({ path: '/auth/login', params: { externalError: error.code } });
      expect(await count(server, 'users')).toBe(users);
      expect(await count(server, 'sessions')).toBe(sessions);
      expect(await count(server, 'external_sign_in_handoffs')).toBe(handoffs);
    };
    const newPerson = (sub: string) =>
      standIn.people.set(sub, {
        sub,
        email: `${sub}@example.com`,
        email_verified: true,
        name: `Person ${sub}`,
      });
    const callbackOf = async (login: string) => {
      const browser = createBrowserLike();
      const callback = await signInAtProvider(
        browser,
        `${server.baseUrl}${externalStartPath('oidc')}`,
        login,
      );
      return { browser, callback };
    };

    it('a tampered state', async () => {
      newPerson('tampered-state');
      const { browser, callback } = await callbackOf('tampered-state');
      const url = new URL(callback);
      url.searchParams.set('state', `${url.searchParams.get('state')}x`);
      await refused(() => browser.request(url), ExternalSignInErrors.attemptInvalid);
    });

    it('a replayed code', async () => {
      newPerson('replayed');
      const { browser, callback } = await callbackOf('replayed');
      const first = await browser.request(callback);
      expect(landing(first.location).params.externalSignIn).toBeDefined();
      await refused(() => browser.request(callback), ExternalSignInErrors.attemptInvalid);
    });

    const tampered = [
      [
        'a wrong nonce',
        (claims: Record<string, unknown>) => ({ claims: { ...claims, nonce: 'not-the-one-sent' } }),
      ],
      [
        'an ID token signed by another key',
        (claims: Record<string, unknown>) => ({ claims, key: 'other' as const }),
      ],
      [
        'an expired ID token',
        (claims: Record<string, unknown>) => {
          const now = Math.floor(Date.now() / 1000);
          return { claims: { ...claims, iat: now - 7200, exp: now - 3600 } };
        },
      ],
      [
        'a wrong audience',
        (claims: Record<string, unknown>) => ({ claims: { ...claims, aud: 'someone-else' } }),
      ],
      [
        'another issuer',
        (claims: Record<string, unknown>) => ({ claims: { ...claims, iss: 'https://impostor.example' } }),
      ],
    ] as const;
    for (const [name, tamper] of tampered) {
      it(name, async () => {
        const sub = name.replaceAll(' ', '-');
        newPerson(sub);
        const { browser, callback } = await callbackOf(sub);
        standIn.tamperNextIdToken(tamper);
        await refused(() => browser.request(callback), ExternalSignInErrors.tokenInvalid);
      });
    }

    it('denied consent', async () => {
      newPerson('denier');
      const browser = createBrowserLike();
      const callback = await signInAtProvider(
        browser,
        `${server.baseUrl}${externalStartPath('oidc')}`,
        'denier',
        {
          consent: false,
        },
      );
      await refused(() => browser.request(callback), ExternalSignInErrors.consentDenied);
    });

    it('a provider that cannot be reached', async () => {
      await refused(
        () => createBrowserLike().request(`${server.baseUrl}${externalStartPath('linkedin')}`),
        ExternalSignInErrors.providerUnreachable,
      );
    });

    it('a banned account', async () => {
      newPerson('banned-person');
      const first = await roundTrip(server, 'oidc', 'banned-person');
      const { body } = await complete(server, first.landed.params.externalSignIn!);
      await server.sql("update users set status = 'banned' where id = ?", [body.user.id]);
      const { callback, browser } = await callbackOf('banned-person');
      await refused(() => browser.request(callback), ExternalSignInErrors.accountBanned);
    });
  });

  it('links another provider from the account settings and unlinks it, keeping one way to sign in', async () => {
    standIn.people.set('linker', {
      sub: 'linker',
      email: 'linker@example.com',
      email_verified: true,
      name: 'Lin Ker',
    });
    const signedIn = await roundTrip(server, 'oidc', 'linker');
    const { body: session } = await complete(server, signedIn.landed.params.externalSignIn!);
    const token = session.accessToken as string;

    const start = await server.api.post('/api/account/identities/link', { provider: 'google' }, { token });
    expect(start.status).toBe(200);
    const browser = createBrowserLike();
    const callback = await signInAtProvider(browser, start.body.url, 'linker');
    const linked = await browser.request(callback);
    expect(landing(linked.location)).toEqual({
      path: '/dashboard/user/account',
      params: { tab: 'security', linked: 'google' },
    });

    let identities = await server.api.get('/api/account/identities', { token });
    expect(identities.body.identities.map((identity: { provider: string }) => identity.provider)).toEqual([
      'oidc',
      'google',
    ]);
    expect(identities.body.hasPassword).toBe(false);

    const unlinked = await server.api.post('/api/account/identities/unlink', { provider: 'oidc' }, { token });
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.identities.map((identity: { provider: string }) => identity.provider)).toEqual([
      'google',
    ]);
    const last = await server.api.post('/api/account/identities/unlink', { provider: 'google' }, { token });
    expect(last.status).toBe(400);
    expect(last.body.code).toBe(ExternalSignInErrors.lastSignInMethod.code);
    const notLinked = await server.api.post(
      '/api/account/identities/unlink',
      { provider: 'github' },
      { token },
    );
    expect(notLinked.status).toBe(404);
    identities = await server.api.get('/api/account/identities', { token });
    expect(identities.body.identities).toHaveLength(1);
    // Google still signs the account in.
    const again = await roundTrip(server, 'google', 'linker');
    expect((await complete(server, again.landed.params.externalSignIn!)).body.user.id).toBe(session.user.id);
  });

  it('keeps the identities calls for signed-in accounts', async () => {
    expect((await server.api.get('/api/account/identities')).status).toBe(401);
    expect((await server.api.post('/api/account/identities/link', { provider: 'google' })).status).toBe(401);
  });
});

describe.each(engines)('sign-in through a provider while registration is closed, on %s', (engine) => {
  const server = useApiServer(engine, {
    signIn: false,
    env: () => ({ ...envFor(closedPorts.get(engine)!), REGISTRATION: 'closed' }),
  });

  it('refuses a person without an account, and signs in one whose verified email has one', async () => {
    standIn.people.set('newcomer', { sub: 'newcomer', email: 'newcomer@example.com', email_verified: true });
    const users = await count(server, 'users');
    const refused = await roundTrip(server, 'oidc', 'newcomer');
    expect(refused.landed).toEqual({
      path: '/auth/login',
      params: { externalError: ExternalSignInErrors.registrationClosed.code },
    });
    expect(await count(server, 'users')).toBe(users);

    standIn.people.set('admin-at-tenant', {
      sub: 'admin-at-tenant',
      email: brand.demoAccount.email,
      email_verified: true,
      name: 'The admin',
    });
    const admitted = await roundTrip(server, 'oidc', 'admin-at-tenant');
    const { status, body } = await complete(server, admitted.landed.params.externalSignIn!);
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ email: brand.demoAccount.email, role: 'admin' });
  });
});

describe.each(testEngines())('sign-in through a provider that is off, on %s', (engine) => {
  const server = useApiServer(engine, { signIn: false });

  it('offers the password form only, and sends a provider start back to the login screen', async () => {
    const options = await server.api.get('/api/account/login-options');
    expect(options.body).toMatchObject({ methods: ['password'], socialProviders: [] });
    const answer = await createBrowserLike().request(`${server.baseUrl}${externalStartPath('oidc')}`);
    expect(landing(answer.location)).toEqual({
      path: '/auth/login',
      params: { externalError: ExternalSignInErrors.methodOff.code },
    });
  });
});

describe('a way to sign in whose settings are incomplete', () => {
  it('stops the server at start with one line naming the missing variable', () => {
    const dataDir = fs.mkdtempSync(`${os.tmpdir()}/api-test-`);
    try {
      const run = spawnSync(process.execPath, [inject('serverMain')], {
        cwd: dataDir,
        encoding: 'utf8',
        timeout: 30_000,
        env: {
          PATH: process.env.PATH,
          DATA_DIR: dataDir,
          PORT: '0',
          AUTH_METHODS: 'password,oidc',
          PUBLIC_URL: 'https://studio.example',
          OIDC_ISSUER: 'https://tenant.example',
          OIDC_CLIENT_SECRET: 'secret',
        },
      });
      expect(run.status).toBe(1);
      expect(run.stderr.trim().split('\n')).toEqual([
        JSON.stringify({
          level: 'fatal',
          msg: 'invalid configuration: AUTH_METHODS includes oidc, but OIDC_CLIENT_ID is not set',
        }),
      ]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
