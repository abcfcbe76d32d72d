import path from 'node:path';
import { brand } from '@/contract/brand';
import { AccountRecoveryRule, RegistrationLimit } from '@/contract/account-messages';
import { ContactRule } from '@/contract/contact-rules';
import { parseSignInConfig, type SignInConfig } from './config-sign-in';
import { isStorageKey } from './storage/object-storage';
import type { S3Settings } from './storage/s3-storage';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
/** Whether anyone may create an account (POST /api/account/register), or only admins add users. */
export type Registration = 'open' | 'closed';
/** Whether the server hands out the web app's source maps (*.map): only when told so. */
export type SourceMaps = 'off' | 'public';
/** A mail sender: a display name (may be empty) and an address. */
export interface MailSender {
  name: string;
  email: string;
}

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; the embedded SQLite file under dataDir is used when absent. */
  databaseUrl: string | undefined;
  /** Signing secret for access tokens; required with databaseUrl, else generated and kept in dataDir when absent. */
  jwtSecret: string | undefined;
  adminEmail: string;
  adminPassword: string;
  seedDemo: boolean;
  logLevel: LogLevel;
  /** Say Hello and booking requests one client address may send per 10 minutes. */
  contactRateLimit: number;
  /** Accounts one client address may register per hour. */
  registrationRateLimit: number;
  /** Password-reset requests one client address may send per 15 minutes. */
  resetRateLimit: number;
  /** Encode the public pages' images in the background shortly after start (off by default under NODE_ENV=test). */
  warmImages: boolean;
  /** 'closed': registration answers 403 and the screens offer none; 'open' (default). */
  registration: Registration;
  /** Believe X-Forwarded-* headers (a reverse proxy in front sets them); off: anyone could send them. */
  trustProxy: boolean;
  /** 'public': serve the web app's *.map files to anyone; 'off' (default): answer them 404. */
  sourceMaps: SourceMaps;
  /**
   * smtp:// or smtps:// server that account mails (password reset, set-password links) go out through, to
   * the account's own address; absent: they go into the account's own in-app Mail inbox.
   */
  smtpUrl: string | undefined;
  /** Sender of the account mails (MAIL_FROM). */
  mailFrom: MailSender;
  /** Origin of the site, without a trailing slash: links in mails sent through SMTP point there. */
  publicUrl: string;
  /** The S3 bucket that uploads and encoded images go to (S3_*); absent: files under dataDir. */
  s3: S3Settings | undefined;
  /** The ways to sign in (AUTH_METHODS) and the providers of those that go through another service. */
  signIn: SignInConfig;
}

const logLevels: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const registrationChoices: Registration[] = ['open', 'closed'];
const sourceMapChoices: SourceMaps[] = ['off', 'public'];

function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0-65535, got "${value}"`);
  return port;
}

function parseCount(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new Error(`${name} must be a whole number of at least 1, got "${value}"`);
  return count;
}

/** An smtp:// or smtps:// URL with a host. The error never repeats the value: it may hold a password. */
function parseSmtpUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || url.hostname === '') {
    throw new Error('SMTP_URL must be smtp://[user:password@]host[:port] or smtps://[user:password@]host[:port]');
  }
  return value.trim();
}

const PLAIN_ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+$/;

/** "Name <address>", "\"Name\" <address>" or a bare address. */
function parseMailFrom(value: string | undefined): MailSender {
  if (value === undefined || value.trim() === '') {
    return { name: brand.productName, email: `no-reply@${brand.contactEmail.split('@')[1]}` };
  }
  const trimmed = value.trim();
  if (PLAIN_ADDRESS.test(trimmed)) return { name: '', email: trimmed };
  const named = /^(.*?)\s*<([^<>]+)>$/.exec(trimmed);
  if (named && PLAIN_ADDRESS.test(named[2]!.trim())) {
    return { name: named[1]!.trim().replace(/^"(.*)"$/, '$1'), email: named[2]!.trim() };
  }
  throw new Error(`MAIL_FROM must be an address or "Name <address>", got "${value}"`);
}

/** An http(s) origin (scheme, host, port), without path, query or trailing slash. */
function parsePublicUrl(value: string | undefined): string {
  if (value === undefined || value.trim() === '') return brand.siteUrl;
  const url = URL.canParse(value.trim()) ? new URL(value.trim()) : undefined;
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new Error(`PUBLIC_URL must be the site's http(s) origin, e.g. https://studio.example, got "${value}"`);
  }
  return url.origin;
}

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_OPTIONAL = ['S3_REGION', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'] as const;

/**
 * The S3 bucket when any S3_* variable is set, then with every required one; undefined when none is. Errors
 * name variables, never repeat the keys.
 */
function parseS3(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const value = (name: string) => env[name]?.trim() || undefined;
  const given = [...S3_REQUIRED, ...S3_OPTIONAL].filter((name) => value(name) !== undefined);
  if (given.length === 0) return undefined;
  const missing = S3_REQUIRED.filter((name) => value(name) === undefined);
  if (missing.length > 0) {
    throw new Error(
      `S3 storage is configured only in part (${given.join(', ')} set): ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing. ` +
        `Set ${S3_REQUIRED.join(', ')} to keep uploads and images in a bucket, or none of the S3_* variables to keep them in DATA_DIR.`,
    );
  }
  const endpoint = value('S3_ENDPOINT')!;
  const url = URL.canParse(endpoint) ? new URL(endpoint) : undefined;
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password) {
    throw new Error(`S3_ENDPOINT must be an http(s) URL without credentials, e.g. https://s3.eu-central-1.amazonaws.com, got "${endpoint}"`);
  }
  const bucket = value('S3_BUCKET')!;
  if (!/^[\w.-]{1,255}$/.test(bucket)) throw new Error(`S3_BUCKET must be a bucket name (letters, digits, ".", "-"), got "${bucket}"`);
  const prefix = (value('S3_PREFIX') ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix !== '' && !isStorageKey(prefix)) {
    throw new Error(`S3_PREFIX must be folder names of letters, digits, "_", "-" and "." joined by "/", got "${value('S3_PREFIX')}"`);
  }
  return {
    endpoint: url.href.replace(/\/$/, ''),
    bucket,
    region: value('S3_REGION') ?? 'us-east-1',
    accessKeyId: value('S3_ACCESS_KEY_ID')!,
    secretAccessKey: value('S3_SECRET_ACCESS_KEY')!,
    forcePathStyle: parseBoolean('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE, true),
    prefix: prefix && `${prefix}/`,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const logLevel = (env.LOG_LEVEL || 'info') as LogLevel;
  if (!logLevels.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${logLevels.join(', ')}`);
  const jwtSecret = env.JWT_SECRET || undefined;
  if (jwtSecret !== undefined && jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
  // A secret generated into one instance's DATA_DIR would make every other instance refuse its tokens.
  if (env.DATABASE_URL && jwtSecret === undefined) {
    throw new Error(
      'JWT_SECRET is required when DATABASE_URL is set: every server instance of the database must sign tokens with the same secret (at least 32 characters)',
    );
  }
  const registration = (env.REGISTRATION || 'open') as Registration;
  if (!registrationChoices.includes(registration))
    throw new Error(`REGISTRATION must be ${registrationChoices.join(' or ')}, got "${registration}"`);
  const sourceMaps = (env.SOURCE_MAPS || 'off') as SourceMaps;
  if (!sourceMapChoices.includes(sourceMaps)) throw new Error(`SOURCE_MAPS must be ${sourceMapChoices.join(' or ')}, got "${sourceMaps}"`);
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret,
    adminEmail: (env.ADMIN_EMAIL || brand.demoAccount.email).trim().toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || brand.demoAccount.password,
    seedDemo: parseBoolean('SEED_DEMO', env.SEED_DEMO, true),
    logLevel,
    contactRateLimit: parseCount('CONTACT_RATE_LIMIT', env.CONTACT_RATE_LIMIT, ContactRule.requestsPerWindow),
    registrationRateLimit: parseCount('REGISTRATION_RATE_LIMIT', env.REGISTRATION_RATE_LIMIT, RegistrationLimit.perWindow),
    resetRateLimit: parseCount('RESET_RATE_LIMIT', env.RESET_RATE_LIMIT, AccountRecoveryRule.maxAddressRequestsPerWindow),
    warmImages: parseBoolean('WARM_IMAGES', env.WARM_IMAGES, env.NODE_ENV !== 'test'),
    registration,
    trustProxy: parseBoolean('TRUST_PROXY', env.TRUST_PROXY, false),
    sourceMaps,
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    mailFrom: parseMailFrom(env.MAIL_FROM),
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
    s3: parseS3(env),
    signIn: parseSignInConfig(env),
  };
}
