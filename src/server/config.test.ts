import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brand } from '@/contract/brand';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults that run the product with the demo admin on port 3000 and ./data', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      jwtSecret: undefined,
      adminEmail: brand.demoAccount.email,
      adminPassword: brand.demoAccount.password,
      seedDemo: true,
      logLevel: 'info',
      contactRateLimit: 5,
      registrationRateLimit: 10,
      resetRateLimit: 10,
      warmImages: true,
      registration: 'open',
      trustProxy: false,
      sourceMaps: 'off',
      smtpUrl: undefined,
      mailFrom: { name: brand.productName, email: `no-reply@${brand.contactEmail.split('@')[1]}` },
      publicUrl: brand.siteUrl,
      s3: undefined,
      signIn: { methods: ['password'], providers: {} },
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h/db',
      JWT_SECRET: 's'.repeat(32),
      ADMIN_EMAIL: ' Boss@Example.com ',
      ADMIN_PASSWORD: 'pw',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      CONTACT_RATE_LIMIT: '50',
      REGISTRATION_RATE_LIMIT: '3',
      RESET_RATE_LIMIT: '4',
      WARM_IMAGES: 'false',
      REGISTRATION: 'closed',
      TRUST_PROXY: 'true',
      SOURCE_MAPS: 'public',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u@h/db',
      adminEmail: 'boss@example.com',
      adminPassword: 'pw',
      seedDemo: false,
      logLevel: 'warn',
      contactRateLimit: 50,
      registrationRateLimit: 3,
      resetRateLimit: 4,
      warmImages: false,
      registration: 'closed',
      trustProxy: true,
      sourceMaps: 'public',
    });
    expect(loadConfig({ NODE_ENV: 'test' }).warmImages).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', WARM_IMAGES: 'true' }).warmImages).toBe(true);
  });

  it('refuses values that would fail later', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ CONTACT_RATE_LIMIT: '0' })).toThrow(/CONTACT_RATE_LIMIT/);
    expect(() => loadConfig({ REGISTRATION_RATE_LIMIT: 'many' })).toThrow(/REGISTRATION_RATE_LIMIT/);
    expect(() => loadConfig({ RESET_RATE_LIMIT: '-1' })).toThrow(/RESET_RATE_LIMIT/);
    expect(() => loadConfig({ WARM_IMAGES: 'later' })).toThrow(/WARM_IMAGES/);
    expect(() => loadConfig({ REGISTRATION: 'invite-only' })).toThrow(/REGISTRATION/);
    expect(() => loadConfig({ TRUST_PROXY: 'sometimes' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ SOURCE_MAPS: 'everyone' })).toThrow(/SOURCE_MAPS/);
  });

  describe('S3 storage', () => {
    const complete = {
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_BUCKET: 'studio-files',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret-key',
    };

    it('is off without any S3_* variable (uploads and images stay in DATA_DIR)', () => {
      expect(loadConfig({}).s3).toBeUndefined();
      expect(loadConfig({ S3_ENDPOINT: '', S3_BUCKET: ' ' }).s3).toBeUndefined();
    });

    it('reads the bucket, with region us-east-1, path-style addressing and no prefix by default', () => {
      expect(loadConfig(complete).s3).toEqual({
        endpoint: 'http://127.0.0.1:9000',
        bucket: 'studio-files',
        region: 'us-east-1',
        accessKeyId: 'key-id',
        secretAccessKey: 'secret-key',
        forcePathStyle: true,
        prefix: '',
      });
      expect(
        loadConfig({ ...complete, S3_REGION: 'eu-central-1', S3_FORCE_PATH_STYLE: 'false', S3_PREFIX: '/sites/studio/' }).s3,
      ).toMatchObject({ region: 'eu-central-1', forcePathStyle: false, prefix: 'sites/studio/' });
    });

    it('refuses a partial configuration, naming what is missing', () => {
      expect(() => loadConfig({ S3_BUCKET: 'studio-files' })).toThrow(
        'S3 storage is configured only in part (S3_BUCKET set): S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are missing.',
      );
      const { S3_ENDPOINT: _endpoint, ...withoutEndpoint } = complete;
      expect(() => loadConfig(withoutEndpoint)).toThrow(/: S3_ENDPOINT is missing\./);
      const { S3_SECRET_ACCESS_KEY: _secret, ...withoutSecret } = complete;
      expect(() => loadConfig(withoutSecret)).toThrow(/: S3_SECRET_ACCESS_KEY is missing\./);
      expect(() => loadConfig({ S3_PREFIX: 'studio' })).toThrow(/S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are missing/);
    });

    it('refuses values that would fail later, never repeating a key', () => {
      expect(() => loadConfig({ ...complete, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT must be an http\(s\) URL/);
      expect(() => loadConfig({ ...complete, S3_ENDPOINT: 'ftp://files.example' })).toThrow(/S3_ENDPOINT/);
      expect(() => loadConfig({ ...complete, S3_BUCKET: 'a/b' })).toThrow(/S3_BUCKET/);
      expect(() => loadConfig({ ...complete, S3_PREFIX: '../up' })).toThrow(/S3_PREFIX/);
      expect(() => loadConfig({ ...complete, S3_FORCE_PATH_STYLE: 'sometimes' })).toThrow(/S3_FORCE_PATH_STYLE/);
      const partial = () => loadConfig({ S3_SECRET_ACCESS_KEY: 'secret-key' });
      expect(partial).toThrow(/S3_SECRET_ACCESS_KEY set/);
      expect(partial).not.toThrow(/secret-key/);
    });
  });

  it('requires JWT_SECRET with DATABASE_URL, in one error naming it, and generates none for SQLite', () => {
    const missing = () => loadConfig({ DATABASE_URL: 'postgres://u@h/db' });
    expect(missing).toThrow(/^JWT_SECRET is required when DATABASE_URL is set/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@h/db', JWT_SECRET: '' })).toThrow(/JWT_SECRET is required/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@h/db', JWT_SECRET: 'short' })).toThrow(/at least 32 characters/);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', JWT_SECRET: 's'.repeat(32) }).jwtSecret).toBe('s'.repeat(32));
    // SQLite (one process) keeps the secret generated into DATA_DIR (auth/secret.ts).
    expect(loadConfig({}).jwtSecret).toBeUndefined();
  });
});
