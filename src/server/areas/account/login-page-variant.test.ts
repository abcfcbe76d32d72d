import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brand } from '@/contract/brand';
import { hashPassword } from '@/server/auth/password';
import { migrateToLatest } from '@/server/db/migrate';
import { openDatabase, type DatabaseHandle } from '@/server/db/open-database';
import { insertAccount } from './account-store';
import { createPageVariantChoice } from './login-page-variant';

describe('which built login page the server serves', () => {
  let dataDir: string;
  let database: DatabaseHandle;
  let now = new Date('2026-03-01T09:30:00.000Z');
  const clock = () => now;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-variant-'));
    database = openDatabase({ dataDir, databaseUrl: undefined });
    await migrateToLatest(database.db);
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

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
    // The answer is kept for a minute (it costs a password hash).
    expect(await variantOf('/auth/login')).toBe('no-demo');
    now = new Date(now.getTime() + 61_000);
    expect(await variantOf('/auth/login')).toBeUndefined();

    await database.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('a-changed-secret') })
      .where('id', '=', demo.id)
      .execute();
    now = new Date(now.getTime() + 61_000);
    expect(await variantOf('/auth/login')).toBe('no-demo');
    // Other pages have one version only.
    expect(await variantOf('/auth/register')).toBeUndefined();
  });
});
