import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  decodeJwt,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  importJWK,
  SignJWT,
  type JWK,
} from 'jose';
import Provider, { type Configuration } from 'oidc-provider';

/** A person with an account at the stand-in: the standard claims it vouches for. */
export interface StandInPerson {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

export interface StandInClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

/** Changes the claims of the next ID token the token endpoint issues, and says which key signs it. */
export type IdTokenTamper = (claims: Record<string, unknown>) => {
  claims: Record<string, unknown>;
  /** 'other': a key the stand-in's JWKS does not publish (under the same key id). */
  key?: 'own' | 'other';
};

export interface OidcStandIn {
  /** The issuer (its discovery document is at `<issuer>/.well-known/openid-configuration`). */
  readonly issuer: string;
  /** The people who can sign in, by `sub` (a test may add or change one). */
  readonly people: Map<string, StandInPerson>;
  /** Makes the token endpoint's next ID token misbehave (once). */
  tamperNextIdToken(tamper: IdTokenTamper): void;
  stop(): Promise<void>;
}

async function signingKeys() {
  const key = async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    return { ...(await exportJWK(privateKey)), kid: 'stand-in-key', alg: 'RS256', use: 'sig' } as JWK;
  };
  return { own: await key(), other: await key() };
}

/**
 * A real OpenID Connect provider (panva's oidc-provider) on a loopback port, standing in for the hosted tenant
 * and, through endpoint overrides, for the social providers: authorization code with PKCE, discovery, JWKS,
 * userinfo, and its built-in sign-in and consent pages (any `login` that names a person signs in as them).
 * For GitHub, which has no ID token, it also answers GitHub's `GET /user` and `GET /user/emails` under
 * `/github-api`, for the access tokens it issued.
 */
export async function startOidcStandIn(options: {
  clients: StandInClient[];
  people: StandInPerson[];
  /** A fixed port (the Playwright run's); a free one when absent. */
  port?: number;
  /** Served at `<issuer>/pictures/<sub>.png`, which a person's `picture` may name. */
  picture?: Buffer;
}): Promise<OidcStandIn> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const keys = await signingKeys();
  const people = new Map(options.people.map((person) => [person.sub, person]));

  const configuration: Configuration = {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [keys.own] },
    scopes: ['openid', 'read:user', 'user:email'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
    },
    // The ID token carries the email and name too, as Google's does (the userinfo endpoint has them as well).
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['stand-in-cookie-key-not-secret'] },
    async findAccount(_ctx, sub) {
      const person = people.get(sub);
      if (!person) return undefined;
      return { accountId: sub, claims: async () => ({ ...person }) };
    },
  };
  const provider = new Provider(issuer, configuration);

  let tamper: IdTokenTamper | undefined;
  provider.use(async (ctx, next) => {
    if (ctx.path.startsWith('/pictures/') && options.picture) {
      ctx.type = 'image/png';
      ctx.body = options.picture;
      return;
    }
    if (ctx.path.startsWith('/github-api/')) {
      const token = /^Bearer (.+)$/.exec(ctx.get('authorization'))?.[1];
      const accessToken = token && (await provider.AccessToken.find(token));
      const person = accessToken && people.get(accessToken.accountId);
      if (!person) {
        ctx.status = 401;
        ctx.body = { message: 'Bad credentials' };
        return;
      }
      ctx.body =
        ctx.path === '/github-api/user'
          ? {
              id: Number(person.sub.replace(/\D/g, '')) || person.sub,
              login: person.sub,
              name: person.name,
              avatar_url: person.picture,
            }
          : [{ email: person.email, primary: true, verified: person.email_verified === true }];
      return;
    }
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path === '/token' && tamper && body?.id_token) {
      const change = tamper;
      tamper = undefined;
      const { claims, key = 'own' } = change(decodeJwt(body.id_token) as Record<string, unknown>);
      const signer = await importJWK(keys[key], 'RS256');
      body.id_token = await new SignJWT(claims)
        .setProtectedHeader({ ...decodeProtectedHeader(body.id_token), alg: 'RS256', kid: keys[key].kid })
        .sign(signer);
    }
  });

  server.on('request', provider.callback());
  return {
    issuer,
    people,
    tamperNextIdToken(change) {
      tamper = change;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
