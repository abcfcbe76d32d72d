import { brand } from '@/contract/brand';
import type { ServerConfig } from './config';

/** A setting that works but is likely a mistake where the server runs; main.ts logs each at warn. */
export interface StartupWarning {
  /** The environment variable that fixes it. */
  variable: string;
  message: string;
}

/** What main.ts warns about at start, given the loaded config and the environment it came from. */
export function startupWarnings(
  config: ServerConfig,
  env: NodeJS.ProcessEnv = process.env,
): StartupWarning[] {
  const production = env.NODE_ENV === 'production';
  const warnings: StartupWarning[] = [];
  if (production && config.adminPassword === brand.demoAccount.password) {
    warnings.push({
      variable: 'ADMIN_PASSWORD',
      message:
        'the admin password is the default demo password: set ADMIN_PASSWORD before the first start; an admin that exists already changes it by password reset or POST /api/account/change-password',
    });
  }
  if (production && !config.smtpUrl) {
    warnings.push({
      variable: 'SMTP_URL',
      message:
        'SMTP_URL is not set: password reset and set-password mails go only into the in-app Mail inbox, which a user who cannot sign in cannot read',
    });
  }
  if (config.smtpUrl && !env.PUBLIC_URL) {
    warnings.push({
      variable: 'PUBLIC_URL',
      message: `PUBLIC_URL is not set: the links in mails sent through SMTP point to ${brand.siteUrl}`,
    });
  }
  return warnings;
}
