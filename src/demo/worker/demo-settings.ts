import { loadConfig, type ServerConfig } from '@/server/config';

/** What the demo cannot have, whatever it is told: a server's database, files, mail and other sign-in methods. */
const SERVER_ONLY = /^(DATABASE_URL|SMTP_URL|S3_\w+|AUTH_METHODS|OIDC_\w+|TRUST_PROXY)$/;

/**
 * The server's settings in the demo: its defaults (open registration, the demo data seeded, the demo admin),
 * with no SMTP, S3 or other sign-in methods, which need a server. DATA_DIR names nothing: the database and the
 * files live in the browser (IndexedDB). `overrides` (the Node host's environment in the API tests) may change
 * the rest, such as the rate limits or the admin.
 */
export function demoSettings(jwtSecret: string, overrides: Record<string, string | undefined> = {}): ServerConfig {
  const allowed = Object.entries(overrides).filter(([name]) => !SERVER_ONLY.test(name));
  return loadConfig({
    NODE_ENV: 'production',
    SEED_DEMO: 'true',
    REGISTRATION: 'open',
    LOG_LEVEL: 'warn',
    WARM_IMAGES: 'false',
    ...Object.fromEntries(allowed),
    DATA_DIR: '/demo',
    JWT_SECRET: jwtSecret,
    AUTH_METHODS: 'password',
  });
}
