import { describe, expect, it } from 'vitest';
import { brand } from '@/contract/brand';
import { hashPassword } from '@/server/auth/password';
import { useTestDatabase } from '@/server/testing/test-database';
import { insertAccount } from './account-store';
import { loginPageVariant } from '@/contract/prerendered-variants';
import { createPageVariantChoice } from './login-page-variant';

describe('which built login page the server serves', () => {
  const database = useTestDatabase();
  const now = new Date('2026-03-01T09:30:00.000Z');
  const clock = () => now;

  it('is the one with the demo banner while the demo account uses the demo credentials, else the one without', async () => {
    const variantOf = createPageVariantChoice(database.db, clock);
    // No demo account at all.
    expect(await variantOf('/auth/login')).toBe('no-demo');

    const demo = await insertAccount(database.db, {
      email: brand.demoAccount.email,
      passwordHash: await hashPassword(brand.demoAccount.password),
      firstName: 'Demo',
      lastName: 'Admin',
      role: 'admin',
      now,
    });
    // The account is read on every call (any server process may have written it): the banner shows at once.
    expect(await variantOf('/auth/login')).toBeUndefined();
    // Without demo data (SEED_DEMO=false) the banner never shows, though the account has the demo password.
    expect(await createPageVariantChoice(database.db, clock, true, false)('/auth/login')).toBe('no-demo');

    await database.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('a-changed-secret') })
      .where('id', '=', demo.id)
      .execute();
    expect(await variantOf('/auth/login')).toBe('no-demo');
    // Other pages have one version only.
    expect(await variantOf('/auth/register')).toBeUndefined();
  });

  it('is the one without the link to registration, and registration the closed one, while registration is closed', async () => {
    const variantOf = createPageVariantChoice(database.db, clock, false);
    // The demo account of the test above changed its password: no banner either.
    expect(await variantOf('/auth/login')).toBe('no-demo-closed');
    expect(await variantOf('/auth/register')).toBe('closed');
    expect(await variantOf('/auth/reset-password')).toBeUndefined();
    expect(loginPageVariant(true, false)).toBe('closed');
    // With other ways to sign in than the password form (AUTH_METHODS), no built login page fits.
    expect(await createPageVariantChoice(database.db, clock, true, true, false)('/auth/login')).toBeNull();
    expect(await createPageVariantChoice(database.db, clock, true, true, false)('/auth/register')).toBeUndefined();
    expect(loginPageVariant(true, true)).toBeUndefined();
    expect(loginPageVariant(false, true)).toBe('no-demo');
  });
});
