import { loadConfig, type ServerConfig } from '@/server/config';

/**
 * The server's settings in the demo: its defaults (open registration, the demo data seeded, the demo admin),
 * with no SMTP, S3 or other sign-in methods, which need a server. DATA_DIR names nothing: the database and the
 * files live in the browser (IndexedDB).
 */
export function demoSettings(jwtSecret: string): ServerConfig {
  return loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: '/demo',
    JWT_SECRET: jwtSecret,
    SEED_DEMO: 'true',
    REGISTRATION: 'open',
    LOG_LEVEL: 'warn',
    WARM_IMAGES: 'false',
    AUTH_METHODS: 'password',
  });
}
