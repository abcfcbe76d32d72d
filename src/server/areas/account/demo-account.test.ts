import { beforeAll, describe, expect, it } from 'vitest';
import { brand } from '@/contract/brand';
import { hashPassword } from '@/server/auth/password';
import { useTestDatabase } from '@/server/testing/test-database';
import { insertAccount } from './account-store';
import { createDemoAccountCheck } from './demo-account';
import { createPageVariantChoice } from './login-page-variant';

describe('the demo account on the login screen', () => {
  const database = useTestDatabase();
  const clock = () => new Date('2026-03-01T09:30:00.000Z');
  beforeAll(async () => {
    await insertAccount(database.db, {
      email: brand.demoAccount.email,
      passwordHash: await hashPassword(brand.demoAccount.password),
      firstName: 'Demo',
      lastName: 'Admin',
      role: 'admin',
      now: clock(),
    });
  });

  it('is shown while demo data is seeded and the account has the demo password', async () => {
    const check = createDemoAccountCheck(database.db, clock, true);
    expect(await check()).toEqual({ email: brand.demoAccount.email, password: brand.demoAccount.password });
    expect(await createPageVariantChoice(database.db, clock, true, true)('/auth/login')).toBeUndefined();
  });

  it('is never shown without demo data (SEED_DEMO=false), whatever the password', async () => {
    const check = createDemoAccountCheck(database.db, clock, false);
    expect(await check()).toBeNull();
    expect(await createPageVariantChoice(database.db, clock, true, false)('/auth/login')).toBe('no-demo');
    expect(await createPageVariantChoice(database.db, clock, false, false)('/auth/login')).toBe(
      'no-demo-closed',
    );
  });

  it('stops showing it on the next call after the password changed through another server process', async () => {
    const elsewhere = createDemoAccountCheck(database.db, clock, true);
    const here = createDemoAccountCheck(database.db, clock, true);
    expect(await here()).not.toBeNull();
    // Another process (its own check) changes the password: nothing this process remembers may hide it.
    await database.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('a-new-private-passphrase') })
      .where('email', '=', brand.demoAccount.email)
      .execute();
    expect(await here()).toBeNull();
    expect(await elsewhere()).toBeNull();
  });
});
