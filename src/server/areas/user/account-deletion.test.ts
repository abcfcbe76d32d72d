import { describe, expect, it } from 'vitest';
import { UserListErrors } from '@/contract/user-list-query';
import { insertAccount } from '@/server/areas/account/account-store';
import { databaseEngines } from '@/server/testing/server-process';
import { useTestDatabase } from '@/server/testing/test-database';
import { deleteAccounts } from './account-deletion';

// Through the API only admins delete accounts, never their own, so an admin always remains and the guard below
// cannot be reached there. It is for an actor whose role changed between the check of the request and the delete.
describe.each(databaseEngines())('deleteAccounts on %s', (engine) => {
  const database = useTestDatabase(engine);
  const account = (name: string, role: 'admin' | 'user') =>
    insertAccount(database.db, {
      email: `${name}-${Date.now()}@example.com`,
      passwordHash: null,
      firstName: name,
      lastName: 'Tester',
      role,
      now: new Date(),
    });
  const ids = async () => (await database.db.selectFrom('users').select('id').execute()).map((row) => row.id).sort();

  it('never removes the last admin: the whole delete is rolled back', async () => {
    const admin = await account('Only', 'admin');
    const demoted = await account('Demoted', 'user');
    const member = await account('Member', 'user');
    const before = await ids();
    await expect(deleteAccounts(database.db, demoted, [member.id, admin.id])).rejects.toMatchObject({
      status: 400,
      code: UserListErrors.cannotDeleteLastAdmin.code,
      message: UserListErrors.cannotDeleteLastAdmin.message,
    });
    expect(await ids()).toEqual(before);

    // With another admin left, the same delete goes through.
    const second = await account('Second', 'admin');
    await deleteAccounts(database.db, demoted, [member.id, admin.id]);
    expect(await ids()).toEqual([demoted.id, second.id].sort());
  });
});
