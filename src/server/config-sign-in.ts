import {
  authMethods,
  socialProviders,
  type AuthMethod,
  type ExternalProvider,
  type SocialProvider,
} from '@/contract/sign-in-methods';

/**
 * One service accounts sign in through. With an `issuer` it is a standard OpenID Connect provider, found by
 * discovery (`<issuer>/.well-known/openid-configuration`); without one (GitHub's own OAuth, which has no ID
 * token) `oauth` names its endpoints and the API the account's profile comes from.
 */
export interface ExternalProviderSettings {
  provider: ExternalProvider;
  issuer: string | undefined;
  oauth: { authorizationUrl: string; tokenUrl: string; apiUrl: string } | undefined;
  clientId: string;
  clientSecret: string;
}

export interface SignInConfig {
  /** AUTH_METHODS: the ways to sign in the login screen offers. */
  methods: AuthMethod[];
  /** The services configured for the methods on: the hosted tenant (oidc) and the social providers. */
  providers: Partial<Record<ExternalProvider, ExternalProviderSettings>>;
}

/**
 * Each social provider's variables and its own issuer (OpenID Connect); GitHub is OAuth only, through its API
 * (its endpoints below), unless GITHUB_ISSUER names an OpenID Connect provider in its place.
 */
const socialSettings: Record<
  SocialProvider,
  { label: string; id: string; secret: string; issuerVariable: string; issuer?: string }
> = {
  google: {
    label: 'Google',
    id: 'GOOGLE_CLIENT_ID',
    secret: 'GOOGLE_CLIENT_SECRET',
    issuerVariable: 'GOOGLE_ISSUER',
    issuer: 'https://accounts.google.com',
  },
  github: {
    label: 'GitHub',
    id: 'GITHUB_CLIENT_ID',
    secret: 'GITHUB_CLIENT_SECRET',
    issuerVariable: 'GITHUB_ISSUER',
  },
  linkedin: {
    label: 'LinkedIn',
    id: 'LINKEDIN_CLIENT_ID',
    secret: 'LINKEDIN_CLIENT_SECRET',
    issuerVariable: 'LINKEDIN_ISSUER',
    issuer: 'https://www.linkedin.com/oauth',
  },
};
const githubEndpoints = [
  ['GITHUB_AUTHORIZATION_URL', 'https://github.com/login/oauth/authorize'],
  ['GITHUB_TOKEN_URL', 'https://github.com/login/oauth/access_token'],
  ['GITHUB_API_URL', 'https://api.github.com'],
] as const;

function gitHubEndpoints(value: (name: string) => string | undefined) {
  const [authorizationUrl, tokenUrl, apiUrl] = githubEndpoints.map(([name, fallback]) =>
    parseProviderUrl(name, value(name) ?? fallback),
  );
  return { authorizationUrl: authorizationUrl!, tokenUrl: tokenUrl!, apiUrl: apiUrl! };
}

/** An address on this machine's loopback (where a local provider stands in). */
export const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/** An https URL (http only on this machine's loopback, where a local provider stands in). */
function parseProviderUrl(name: string, value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !(url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url))) || url.username) {
    throw new Error(`${name} must be an https URL (http only on 127.0.0.1 or localhost), got "${value}"`);
  }
  return url.href.replace(/\/$/, '');
}

function parseMethods(value: string | undefined): AuthMethod[] {
  if (value === undefined || value.trim() === '') return ['password'];
  const methods = value.split(',').map((method) => method.trim().toLowerCase());
  for (const method of methods) {
    if (!(authMethods as readonly string[]).includes(method)) {
      throw new Error(`AUTH_METHODS must list ${authMethods.join(', ')} (comma-separated), got "${method}"`);
    }
  }
  return authMethods.filter((method) => methods.includes(method));
}

/**
 * AUTH_METHODS and the settings of the methods it turns on. A method on with its settings incomplete is
 * refused with a line naming the missing variable; a social provider is configured by its client id and
 * secret together. The provider sends visitors back to PUBLIC_URL, so it must be set.
 */
export function parseSignInConfig(env: NodeJS.ProcessEnv): SignInConfig {
  const value = (name: string) => env[name]?.trim() || undefined;
  const methods = parseMethods(env.AUTH_METHODS);
  const providers: SignInConfig['providers'] = {};
  const external = methods.filter((method) => method !== 'password');
  if (external.length > 0 && value('PUBLIC_URL') === undefined) {
    throw new Error(
      `AUTH_METHODS includes ${external.join(' and ')}, but PUBLIC_URL is not set: providers send visitors back to <PUBLIC_URL>/api/account/external/<provider>/callback`,
    );
  }

  if (methods.includes('oidc')) {
    for (const name of ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET']) {
      if (value(name) === undefined) throw new Error(`AUTH_METHODS includes oidc, but ${name} is not set`);
    }
    providers.oidc = {
      provider: 'oidc',
      issuer: parseProviderUrl('OIDC_ISSUER', value('OIDC_ISSUER')!),
      oauth: undefined,
      clientId: value('OIDC_CLIENT_ID')!,
      clientSecret: value('OIDC_CLIENT_SECRET')!,
    };
  }

  if (methods.includes('social')) {
    for (const provider of socialProviders) {
      const settings = socialSettings[provider];
      const id = value(settings.id);
      const secret = value(settings.secret);
      if (id === undefined && secret === undefined) continue;
      if (id === undefined || secret === undefined) {
        const [missing, present] =
          id === undefined ? [settings.id, settings.secret] : [settings.secret, settings.id];
        throw new Error(
          `${missing} is not set (${present} is): set both to offer ${settings.label} sign-in, or neither`,
        );
      }
      const issuer = value(settings.issuerVariable) ?? settings.issuer;
      providers[provider] = {
        provider,
        issuer: issuer && parseProviderUrl(settings.issuerVariable, issuer),
        oauth: issuer ? undefined : gitHubEndpoints(value),
        clientId: id,
        clientSecret: secret,
      };
    }
    if (!socialProviders.some((provider) => providers[provider])) {
      throw new Error(
        'AUTH_METHODS includes social, but no social provider is configured: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (or those of GITHUB or LINKEDIN)',
      );
    }
  }
  return { methods, providers };
}

/** The social providers configured, in the login screen's order. */
export const configuredSocialProviders = (config: SignInConfig): SocialProvider[] =>
  socialProviders.filter((provider) => config.providers[provider] !== undefined);
