import { describe, expect, it } from 'vitest';
import { brand } from '@/contract/brand';
import { loadConfig } from './config';

describe('loadConfig: outgoing mail', () => {
  it('sends no mail through SMTP by default, from the product, with links to the brand site', () => {
    expect(loadConfig({})).toMatchObject({
      smtpUrl: undefined,
      mailFrom: { name: brand.productName, email: `no-reply@${brand.contactEmail.split('@')[1]}` },
      publicUrl: brand.siteUrl,
    });
  });

  it('reads SMTP_URL, MAIL_FROM and PUBLIC_URL', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://mailer:p%40ss@mail.example.com:465',
      MAIL_FROM: '"Ardent Studio" <hello@studio.example>',
      PUBLIC_URL: 'https://studio.example/',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://mailer:p%40ss@mail.example.com:465',
      mailFrom: { name: 'Ardent Studio', email: 'hello@studio.example' },
      publicUrl: 'https://studio.example',
    });
    expect(
      loadConfig({ SMTP_URL: 'smtp://mail.example.com:587', MAIL_FROM: 'desk@studio.example' }),
    ).toMatchObject({
      smtpUrl: 'smtp://mail.example.com:587',
      mailFrom: { name: '', email: 'desk@studio.example' },
    });
  });

  it('refuses an SMTP_URL that is no smtp:// or smtps:// address, without repeating its password', () => {
    for (const bad of [
      'http://user:hunter22@mail.example.com',
      'mail.example.com',
      'smtp://',
      'smtp://user:hunter22@',
    ]) {
      expect(() => loadConfig({ SMTP_URL: bad }), bad).toThrow(/^SMTP_URL must be/);
      try {
        loadConfig({ SMTP_URL: bad });
      } catch (error) {
        expect((error as Error).message).not.toContain('hunter22');
      }
    }
  });

  it('refuses a MAIL_FROM without an address and a PUBLIC_URL that is no http(s) origin', () => {
    expect(() => loadConfig({ MAIL_FROM: 'Studio' })).toThrow(/^MAIL_FROM must be/);
    expect(() => loadConfig({ MAIL_FROM: 'Studio <nope>' })).toThrow(/^MAIL_FROM must be/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://studio.example' })).toThrow(/^PUBLIC_URL must be/);
    expect(() => loadConfig({ PUBLIC_URL: 'studio.example' })).toThrow(/^PUBLIC_URL must be/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://studio.example/app?x=1' })).toThrow(/^PUBLIC_URL must be/);
  });
});
