import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { UserRole } from '@/contract/account';
import { UserErrors, type ManagedUserUpdate } from '@/contract/user';
import { insertAccount } from '@/server/areas/account/account-store';
import { databaseEngines } from '@/server/testing/server-process';
import { useTestDatabase } from '@/server/testing/test-database';
import { updateManagedUser } from './managed-users-store';

const lastAdmin = { status: 400, code: UserErrors.lastActiveAdmin.code };

// Over HTTP the rule is hidden behind the others (an admin never takes their own rights, so another active admin
// is always left) except in a race, when the caller lost their rights after the door let them in. Here the callers
// are the account rows as the door read them, so that moment is set up on purpose.
describe.each(databaseEngines())('the last active admin on %s', (engine) => {
  const database = useTestDatabase(engine);
  const account = (role: UserRole) =>
    insertAccount(database.db, {
      email: `${randomUUID()}@example.com`,
      passwordHash: null,
      firstName: 'Admin',
      lastName: role,
      role,
      now: new Date(),
    });
  const activeAdmins = async () =>
    (
      await database.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'admin')
        .where('status', '=', 'active')
        .execute()
    ).map((row) => row.id);
  const resetToAdmins = async (...ids: string[]) => {
    await database.db.updateTable('users').set({ role: 'user' }).execute();
    await database.db
      .updateTable('users')
      .set({ role: 'admin', status: 'active' })
      .where('id', 'in', ids)
      .execute();
  };

  for (const change of [{ accessRole: 'user' }, { status: 'banned' }] satisfies ManagedUserUpdate[]) {
    it(`refuses ${JSON.stringify(change)} for the only active admin, whoever asks`, async () => {
      const first = await account('admin');
      const second = await account('admin');
      await resetToAdmins(first.id, second.id);
      // The second admin's rights went meanwhile (a ban counts like a demotion).
      await updateManagedUser(database.db, first, second.id, change);
      expect(await activeAdmins()).toEqual([first.id]);
      await expect(updateManagedUser(database.db, second, first.id, change)).rejects.toMatchObject(lastAdmin);
      expect(await activeAdmins()).toEqual([first.id]);
      // Other changes to the last admin still go through.
      const renamed = await updateManagedUser(database.db, second, first.id, {
        city: 'Köln',
        status: 'active',
        accessRole: 'admin',
      });
      expect(renamed.user).toMatchObject({ city: 'Köln', status: 'active', accessRole: 'admin' });
    });

    it(`lets exactly one of two admins ${JSON.stringify(change)} the other when both ask at once`, async () => {
      for (let round = 0; round < 5; round += 1) {
        const first = await account('admin');
        const second = await account('admin');
        await resetToAdmins(first.id, second.id);
        const results = await Promise.allSettled([
          updateManagedUser(database.db, first, second.id, change),
          updateManagedUser(database.db, second, first.id, change),
        ]);
        expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
        const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
        expect(refused.reason).toMatchObject(lastAdmin);
        expect(await activeAdmins()).toHaveLength(1);
      }
    });
  }

  it('lets a non-admin or a banned admin lose the admin role while one active admin is left', async () => {
    const admin = await account('admin');
    const bannedAdmin = await account('admin');
    await resetToAdmins(admin.id, bannedAdmin.id);
    await updateManagedUser(database.db, admin, bannedAdmin.id, { status: 'banned' });
    const demoted = await updateManagedUser(database.db, admin, bannedAdmin.id, { accessRole: 'user' });
    expect(demoted.user).toMatchObject({ accessRole: 'user', status: 'banned' });
    const member = await account('user');
    expect(
      (await updateManagedUser(database.db, admin, member.id, { status: 'banned', accessRole: 'user' })).user
        .status,
    ).toBe('banned');
    expect(await activeAdmins()).toEqual([admin.id]);
  });
});
