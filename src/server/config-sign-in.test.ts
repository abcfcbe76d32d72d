import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const site = { PUBLIC_URL: 'https://studio.example' };
const oidc = {
  OIDC_ISSUER: 'https://tenant.example',
  OIDC_CLIENT_ID: 'studio',
  OIDC_CLIENT_SECRET: 'secret',
};

describe('loadConfig: the ways to sign in (AUTH_METHODS)', () => {
  it('offers the password form alone by default', () => {
    expect(loadConfig({}).signIn).toEqual({ methods: ['password'], providers: {} });
  });

  it('reads a comma-separated list in any order and case, in the fixed order', () => {
    const { signIn } = loadConfig({ ...site, ...oidc, AUTH_METHODS: ' OIDC , password' });
    expect(signIn.methods).toEqual(['password', 'oidc']);
    expect(signIn.providers.oidc).toEqual({
      provider: 'oidc',
      issuer: 'https://tenant.example',
      oauth: undefined,
      clientId: 'studio',
      clientSecret: 'secret',
    });
  });

  it('refuses an unknown method', () => {
    expect(() => loadConfig({ AUTH_METHODS: 'password,saml' })).toThrow(
      'AUTH_METHODS must list password, oidc, social (comma-separated), got "saml"',
    );
  });

  it('names the missing variable of the hosted tenant', () => {
    for (const missing of Object.keys(oidc)) {
      const env = { ...site, ...oidc, AUTH_METHODS: 'oidc', [missing]: '' };
      expect(() => loadConfig(env)).toThrow(`AUTH_METHODS includes oidc, but ${missing} is not set`);
    }
  });

  it('needs PUBLIC_URL, where providers send visitors back', () => {
    expect(() => loadConfig({ ...oidc, AUTH_METHODS: 'oidc' })).toThrow(
      /^AUTH_METHODS includes oidc, but PUBLIC_URL is not set/,
    );
  });

  it('takes https issuers, and http only on loopback (a local provider)', () => {
    expect(
      loadConfig({ ...site, ...oidc, AUTH_METHODS: 'oidc', OIDC_ISSUER: 'http://127.0.0.1:9000/' }).signIn
        .providers.oidc?.issuer,
    ).toBe('http://127.0.0.1:9000');
    expect(() =>
      loadConfig({ ...site, ...oidc, AUTH_METHODS: 'oidc', OIDC_ISSUER: 'http://tenant.example' }),
    ).toThrow(
      'OIDC_ISSUER must be an https URL (http only on 127.0.0.1 or localhost), got "http://tenant.example"',
    );
  });

  it('offers the social providers configured, each with its own issuer or GitHub its OAuth endpoints', () => {
    const { signIn } = loadConfig({
      ...site,
      AUTH_METHODS: 'social,password',
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 'gs',
      GITHUB_CLIENT_ID: 'h',
      GITHUB_CLIENT_SECRET: 'hs',
    });
    expect(signIn.methods).toEqual(['password', 'social']);
    expect(Object.keys(signIn.providers)).toEqual(['google', 'github']);
    expect(signIn.providers.google?.issuer).toBe('https://accounts.google.com');
    expect(signIn.providers.github).toMatchObject({
      issuer: undefined,
      oauth: {
        authorizationUrl: 'https://github.com/login/oauth/authorize',
        tokenUrl: 'https://github.com/login/oauth/access_token',
        apiUrl: 'https://api.github.com',
      },
    });
  });

  it('lets any standard provider stand in for a social one (an issuer override)', () => {
    const { signIn } = loadConfig({
      ...site,
      AUTH_METHODS: 'social',
      GITHUB_ISSUER: 'https://id.example',
      GITHUB_CLIENT_ID: 'h',
      GITHUB_CLIENT_SECRET: 'hs',
    });
    expect(signIn.providers.github).toMatchObject({ issuer: 'https://id.example', oauth: undefined });
  });

  it('names the missing half of a social provider, and refuses social with none configured', () => {
    expect(() => loadConfig({ ...site, AUTH_METHODS: 'social', LINKEDIN_CLIENT_ID: 'l' })).toThrow(
      'LINKEDIN_CLIENT_SECRET is not set (LINKEDIN_CLIENT_ID is): set both to offer LinkedIn sign-in, or neither',
    );
    expect(() => loadConfig({ ...site, AUTH_METHODS: 'social' })).toThrow(
      'AUTH_METHODS includes social, but no social provider is configured: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (or those of GITHUB or LINKEDIN)',
    );
  });

  it('ignores provider settings of a method that is off', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'g', OIDC_ISSUER: 'not even a url' }).signIn.providers).toEqual({});
  });
});
