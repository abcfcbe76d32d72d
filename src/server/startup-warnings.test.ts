import { describe, expect, it } from 'vitest';
import { brand } from '@/contract/brand';
import { loadConfig } from './config';
import { startupWarnings } from './startup-warnings';

const messages = (env: Record<string, string>) =>
  startupWarnings(loadConfig(env), env).map((warning) => warning.message);

describe('startupWarnings', () => {
  it('warns in production while the admin password is the demo password, naming ADMIN_PASSWORD', () => {
    const warnings = messages({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example.com',
      PUBLIC_URL: 'https://x.example',
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('ADMIN_PASSWORD');
    expect(warnings[0]).not.toContain(brand.demoAccount.password);
    expect(
      messages({
        NODE_ENV: 'production',
        ADMIN_PASSWORD: brand.demoAccount.password,
        SMTP_URL: 'smtp://m.example',
        PUBLIC_URL: 'https://x.example',
      }),
    ).toHaveLength(1);
  });

  it('is quiet in production with an own admin password, and outside production', () => {
    expect(
      messages({
        NODE_ENV: 'production',
        ADMIN_PASSWORD: 'a-real-secret',
        SMTP_URL: 'smtp://mail.example.com',
        PUBLIC_URL: 'https://x.example',
      }),
    ).toEqual([]);
    expect(messages({})).toEqual([]);
    expect(messages({ NODE_ENV: 'development' })).toEqual([]);
    expect(messages({ NODE_ENV: 'test' })).toEqual([]);
  });

  it('warns in production without SMTP_URL (reset mails then only reach in-app inboxes)', () => {
    const warnings = messages({ NODE_ENV: 'production', ADMIN_PASSWORD: 'a-real-secret' });
    expect(warnings).toEqual([expect.stringContaining('SMTP_URL')]);
  });

  it('warns when mails go out through SMTP with links to the default site address, naming PUBLIC_URL', () => {
    const warnings = messages({ SMTP_URL: 'smtp://mail.example.com' });
    expect(warnings).toEqual([expect.stringContaining('PUBLIC_URL')]);
    expect(warnings[0]).toContain(brand.siteUrl);
  });
});
