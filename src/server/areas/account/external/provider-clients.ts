import * as client from 'openid-client';
import { ExternalSignInErrors } from '@/contract/external-sign-in-messages';
import type { ExternalProvider } from '@/contract/sign-in-methods';
import { isLoopback, type ExternalProviderSettings, type SignInConfig } from '@/server/config-sign-in';
import { profileFromClaims, profileFromGitHub, type ExternalProfile } from './profile';

/** How long the server waits for a provider (discovery, token exchange, profile) before giving up. */
const PROVIDER_TIMEOUT_MS = 10_000;

type Refusal = (typeof ExternalSignInErrors)[keyof typeof ExternalSignInErrors];

/** A sign-in through a provider that failed: the refusal the visitor sees (the cause goes to the log). */
export class ExternalSignInFailure extends Error {
  constructor(
    readonly refusal: Refusal,
    options?: { cause?: unknown },
  ) {
    super(refusal.message, options);
  }
}

export interface SignInChecks {
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** One provider, through openid-client: the address to send the visitor to, and the checked answer. */
export interface ProviderClient {
  authorizationUrl(checks: SignInChecks): Promise<URL>;
  /** The person the callback's answer names, after every check; throws ExternalSignInFailure. */
  finish(callbackQuery: URLSearchParams, checks: SignInChecks): Promise<ExternalProfile>;
}

const timedFetch: client.CustomFetch = (url, options) =>
  fetch(url, { ...options, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) } as RequestInit);

const isNetworkFailure = (error: unknown): boolean => {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause.name === 'TimeoutError' || cause.name === 'AbortError') return true;
    if (cause instanceof TypeError && cause.message === 'fetch failed') return true;
    if ('code' in cause && /^(ECONN|ENOTFOUND|EAI_|ETIMEDOUT|EHOSTUNREACH|UND_ERR)/.test(String(cause.code)))
      return true;
  }
  return false;
};

/** What a library error means to the visitor. */
function refusalOf(error: unknown): Refusal {
  if (error instanceof ExternalSignInFailure) return error.refusal;
  if (error instanceof client.AuthorizationResponseError) {
    return error.error === 'access_denied'
      ? ExternalSignInErrors.consentDenied
      : ExternalSignInErrors.codeRejected;
  }
  if (error instanceof client.ResponseBodyError) {
    return error.status >= 500 ? ExternalSignInErrors.providerUnreachable : ExternalSignInErrors.codeRejected;
  }
  if (isNetworkFailure(error)) return ExternalSignInErrors.providerUnreachable;
  return ExternalSignInErrors.tokenInvalid;
}

const fail = (error: unknown): never => {
  throw error instanceof ExternalSignInFailure
    ? error
    : new ExternalSignInFailure(refusalOf(error), { cause: error });
};

/**
 * The picture the server may fetch: https; http only where the provider itself is a local one on loopback (a
 * stand-in), so that no provider can point the server at this machine's own services.
 */
function fetchablePicture(profile: ExternalProfile, providerUrl: string): ExternalProfile {
  const picture = profile.pictureUrl && new URL(profile.pictureUrl);
  const local = (url: URL) => url.protocol === 'http:' && isLoopback(url);
  const allowed =
    picture && (picture.protocol === 'https:' || (local(picture) && local(new URL(providerUrl))));
  return { ...profile, pictureUrl: allowed ? profile.pictureUrl : undefined };
}

/** HTTP is allowed only for a provider on this machine's loopback (config-sign-in.ts refuses any other). */
const insecureOnLoopback = (url: string) =>
  new URL(url).protocol === 'http:' ? [client.allowInsecureRequests] : [];

/** Finds the provider's endpoints and keys once (discovery), again after a failure. */
function lazyConfiguration(load: () => Promise<client.Configuration>) {
  let pending: Promise<client.Configuration> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw new ExternalSignInFailure(ExternalSignInErrors.providerUnreachable, { cause: error });
    });
    return pending;
  };
}

/** A standard OpenID Connect provider: discovery, and an ID token whose signature, issuer, audience, expiry and nonce are checked. */
function openIdClient(settings: ExternalProviderSettings & { issuer: string }): ProviderClient {
  const configuration = lazyConfiguration(async () => {
    const config = await client.discovery(
      new URL(settings.issuer),
      settings.clientId,
      undefined,
      client.ClientSecretPost(settings.clientSecret),
      {
        [client.customFetch]: timedFetch,
        // Every ID token's signature is checked against the provider's published keys (JWKS), even though it
        // comes straight from the token endpoint over TLS.
        execute: [...insecureOnLoopback(settings.issuer), client.enableNonRepudiationChecks],
      },
    );
    config[client.customFetch] = timedFetch;
    return config;
  });
  return {
    async authorizationUrl(checks) {
      const config = await configuration();
      return client.buildAuthorizationUrl(config, {
        redirect_uri: checks.redirectUri,
        scope: 'openid email profile',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
    },
    async finish(query, checks) {
      const config = await configuration();
      try {
        const tokens = await client.authorizationCodeGrant(
          config,
          new URL(`${checks.redirectUri}?${query}`),
          {
            pkceCodeVerifier: checks.codeVerifier,
            expectedState: checks.state,
            expectedNonce: checks.nonce,
            idTokenExpected: true,
          },
          { redirect_uri: checks.redirectUri },
        );
        const claims = tokens.claims()!;
        // Some providers name the email only at their userinfo endpoint.
        if (typeof claims.email !== 'string' && config.serverMetadata().userinfo_endpoint) {
          const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
          return fetchablePicture(profileFromClaims({ ...info, ...claims }), settings.issuer);
        }
        return fetchablePicture(profileFromClaims(claims), settings.issuer);
      } catch (error) {
        return fail(error);
      }
    },
  };
}

/** GitHub's own OAuth: no ID token; the person comes from its API, with the token the code was exchanged for. */
function gitHubClient(
  settings: ExternalProviderSettings & { oauth: NonNullable<ExternalProviderSettings['oauth']> },
) {
  const { authorizationUrl, tokenUrl, apiUrl } = settings.oauth;
  const config = new client.Configuration(
    {
      issuer: new URL(authorizationUrl).origin,
      authorization_endpoint: authorizationUrl,
      token_endpoint: tokenUrl,
    },
    settings.clientId,
    undefined,
    client.ClientSecretPost(settings.clientSecret),
  );
  config[client.customFetch] = timedFetch;
  for (const enable of insecureOnLoopback(tokenUrl)) enable(config);
  const api = async (path: string, accessToken: string): Promise<unknown> => {
    const response = await fetch(`${apiUrl}${path}`, {
      headers: {
        authorization: `Bearer ${accessToken}`,
        accept: 'application/vnd.github+json',
        'user-agent': 'presenter-studio',
      },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`GitHub API ${path} answered ${response.status}`);
    return response.json();
  };
  return {
    async authorizationUrl(checks: SignInChecks) {
      return client.buildAuthorizationUrl(config, {
        redirect_uri: checks.redirectUri,
        scope: 'read:user user:email',
        state: checks.state,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
    },
    async finish(query: URLSearchParams, checks: SignInChecks) {
      try {
        const tokens = await client.authorizationCodeGrant(
          config,
          new URL(`${checks.redirectUri}?${query}`),
          { pkceCodeVerifier: checks.codeVerifier, expectedState: checks.state },
          { redirect_uri: checks.redirectUri },
        );
        const [user, emails] = await Promise.all([
          api('/user', tokens.access_token),
          api('/user/emails', tokens.access_token),
        ]);
        return fetchablePicture(profileFromGitHub(user as Record<string, unknown>, emails), apiUrl);
      } catch (error) {
        // A failing API after a good exchange: GitHub is not answering as it should.
        if (error instanceof Error && error.message.startsWith('GitHub API')) {
          throw new ExternalSignInFailure(ExternalSignInErrors.providerUnreachable, { cause: error });
        }
        return fail(error);
      }
    },
  } satisfies ProviderClient;
}

/** The configured providers' clients; each finds its provider's endpoints on first use. */
export function createProviderClients(config: SignInConfig): Map<ExternalProvider, ProviderClient> {
  const clients = new Map<ExternalProvider, ProviderClient>();
  for (const settings of Object.values(config.providers)) {
    if (settings.issuer)
      clients.set(settings.provider, openIdClient({ ...settings, issuer: settings.issuer }));
    else if (settings.oauth)
      clients.set(settings.provider, gitHubClient({ ...settings, oauth: settings.oauth }));
  }
  return clients;
}

export { refusalOf };
