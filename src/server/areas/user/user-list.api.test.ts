import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { ErrorMessage } from '@/contract/errors';
import type { ManagedUser } from '@/contract/user';
import {
  UserListErrors,
  userListSortFields,
  type ManagedUserListResponse,
  type UserListSortField,
} from '@/contract/user-list-query';
import { describeApi } from '@/server/testing/api-server';
import { newHire } from '@/server/testing/new-hire';

/**
 * The accounts of these tests: "listprobe" in every name or email, so a search finds exactly them. Each text field
 * differs in its first letters, in mixed case, so the case-insensitive orders are the same under any collation.
 */
const probes = [
  { name: 'Listprobe Ada', company: 'delta Studios', role: 'Probe Grip', status: 'active' },
  { name: 'listprobe Bea', company: 'Alpha Works', role: 'Probe Gaffer', status: 'banned' },
  { name: 'LISTPROBE Cid', company: 'charlie Media', role: 'Probe Grip', status: 'active' },
  { name: 'Listprobe Dov', company: 'Echo Sound', role: 'Probe Gaffer', status: 'active' },
  { name: 'Listprobe Eve', company: 'bravo Films', role: 'Probe Grip', status: 'banned' },
  // Found by the email only.
  { name: 'Quiet Person', company: 'Foxtrot Live', role: 'Probe Gaffer', status: 'active', email: 'listprobe.quiet' },
] as const;

interface Probe extends ManagedUser {
  createdAt: string;
}

/** How the database orders ids: uuids are lowercase hex and hyphens, the same in every collation. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const keyOf: Record<UserListSortField, (user: Probe) => string[]> = {
  name: (user) => [user.name.toLowerCase()],
  email: (user) => [user.email],
  company: (user) => [user.company.toLowerCase()],
  role: (user) => [user.role.toLowerCase()],
  status: (user) => [user.status, user.createdAt],
  createdAt: (user) => [user.createdAt],
};
const orderOf = (users: Probe[], field: UserListSortField, order: 'asc' | 'desc') =>
  [...users]
    .sort((a, b) => {
      const [left, right] = [[...keyOf[field](a), a.id], [...keyOf[field](b), b.id]];
      const first = left.map((value, i) => compareText(value, right[i]!)).find((result) => result !== 0) ?? 0;
      return order === 'asc' ? first : -first;
    })
    .map((user) => user.id);

describeApi('user management API: the list', (server) => {
  let probeUsers: Probe[];
  const list = (query: Record<string, string | number> = {}, token = server.adminToken) =>
    server.api.get<ManagedUserListResponse>('/api/user/manage-users', { token, query });
  const ids = (users: ManagedUser[]) => users.map((user) => user.id);

  beforeAll(async () => {
    const created: ManagedUser[] = [];
    for (const [i, probe] of probes.entries()) {
      const email = `${'email' in probe ? probe.email : `person-${i}`}-${Date.now()}@example.com`;
      const { status, body } = await server.api.post(
        '/api/user/manage-users/new',
        newHire({ name: probe.name, company: probe.company, role: probe.role, status: probe.status, email }),
        { token: server.adminToken },
      );
      expect(status, JSON.stringify(body)).toBe(200);
      created.push(body.user);
    }
    const rows = await server.sql<{ id: string; created_at: string }>(
      `select id, created_at from users where id in (${created.map(() => '?').join(', ')})`,
      ids(created),
    );
    probeUsers = created.map((user) => ({ ...user, createdAt: rows.find((row) => row.id === user.id)!.created_at }));
  });

  it('searches the name or the email in any case, and counts the status tabs within the search', async () => {
    for (const search of ['listprobe', 'LISTPROBE', 'ListProbe']) {
      const { status, body } = await list({ search, rowsPerPage: 50 });
      expect(status).toBe(200);
      expect(new Set(ids(body.users))).toEqual(new Set(ids(probeUsers)));
      expect(body.total).toBe(6);
      expect(body.counts).toEqual({ all: 6, active: 4, banned: 2 });
    }
    const byEmail = await list({ search: 'listprobe.quiet' });
    expect(byEmail.body.users.map((user) => user.name)).toEqual(['Quiet Person']);
    const byNamePart = await list({ search: 'probe cid' });
    expect(byNamePart.body.users.map((user) => user.name)).toEqual(['LISTPROBE Cid']);
    // LIKE's wildcards are plain characters in a search.
    for (const search of ['listprobe%', 'list_probe', '%', '\\']) {
      const { body } = await list({ search });
      expect(body.total, search).toBe(0);
      expect(body.users, search).toEqual([]);
    }
  });

  it('finds an account by its new name or email once it has changed, and no longer by the old ones', async () => {
    const email = `renamed-${Date.now()}@example.com`;
    const created = await server.api.post<{ user: ManagedUser }>(
      '/api/user/manage-users/new',
      newHire({ name: 'Before Rename', email }),
      { token: server.adminToken },
    );
    expect(created.status).toBe(200);
    const userId = created.body.user.id;
    expect(ids((await list({ search: 'before rename' })).body.users)).toEqual([userId]);

    const newEmail = `moved-${Date.now()}@example.com`;
    const updated = await server.api.post(
      '/api/user/manage-users/update',
      { userId, updateUser: { name: 'After Rename', email: newEmail } },
      { token: server.adminToken },
    );
    expect(updated.status).toBe(200);
    expect(ids((await list({ search: 'after rename' })).body.users)).toEqual([userId]);
    expect(ids((await list({ search: newEmail })).body.users)).toEqual([userId]);
    expect((await list({ search: 'before rename' })).body.total).toBe(0);
    expect((await list({ search: email })).body.total).toBe(0);
    await server.api.post('/api/user/manage-users/delete', { userId }, { token: server.adminToken });
  });

  it('follows a ban, a new job title and a deletion in the next search; quotes and letters beyond ASCII are plain text', async () => {
    const email = `index-probe-${Date.now()}@example.com`;
    const created = await server.api.post<{ user: ManagedUser }>(
      '/api/user/manage-users/new',
      newHire({ name: 'Zoë "Indexprobe" Émile', email, role: 'Probe Runner' }),
      { token: server.adminToken },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const userId = created.body.user.id;
    const find = async (query: Record<string, string>) => (await list(query)).body;
    expect(ids((await find({ search: 'zoë "INDEXPROBE"' })).users)).toEqual([userId]);
    expect(ids((await find({ search: '"indexprobe" É' })).users)).toEqual([userId]);
    expect(ids((await find({ search: 'Émile' })).users)).toEqual([userId]);
    // SQLite's lower() knows the case of ASCII letters only: there "É" is not "é". PostgreSQL's knows every letter's.
    expect((await find({ search: 'émile' })).total).toBe(server.engine === 'postgres' ? 1 : 0);

    const update = (updateUser: Record<string, string>) =>
      server.api.post('/api/user/manage-users/update', { userId, updateUser }, { token: server.adminToken });
    expect((await update({ status: 'banned' })).status).toBe(200);
    expect((await find({ search: 'indexprobe' })).counts).toEqual({ all: 1, active: 0, banned: 1 });
    expect((await find({ search: 'indexprobe', status: 'active' })).users).toEqual([]);
    expect((await update({ role: 'Probe Loader' })).status).toBe(200);
    expect((await find({ search: 'indexprobe', role: 'Probe Runner' })).total).toBe(0);
    expect(ids((await find({ search: 'indexprobe', role: 'Probe Loader', status: 'banned' })).users)).toEqual([userId]);

    expect((await server.api.post('/api/user/manage-users/delete', { userId }, { token: server.adminToken })).status).toBe(200);
    expect(await find({ search: 'indexprobe' })).toMatchObject({ total: 0, users: [], counts: { all: 0, active: 0, banned: 0 } });
  });

  it('filters by the status tab; the counts stay those of the search', async () => {
    const banned = await list({ search: 'listprobe', status: 'banned' });
    expect(banned.body.users.map((user) => user.name).sort()).toEqual(['Listprobe Eve', 'listprobe Bea']);
    expect(banned.body.total).toBe(2);
    expect(banned.body.counts).toEqual({ all: 6, active: 4, banned: 2 });
    const active = await list({ search: 'listprobe', status: 'active', rowsPerPage: 50 });
    expect(active.body.total).toBe(4);
    expect(active.body.users.every((user) => user.status === 'active')).toBe(true);

    // Without a search the tabs count the whole workspace.
    const everyone = await list({ rowsPerPage: 5 });
    expect(everyone.body.counts.all).toBe(everyone.body.total);
    expect(everyone.body.counts.active + everyone.body.counts.banned).toBe(everyone.body.counts.all);
    const onlyBanned = await list({ status: 'banned', rowsPerPage: 50 });
    expect(onlyBanned.body.total).toBe(everyone.body.counts.banned);
    expect(onlyBanned.body.users).toHaveLength(everyone.body.counts.banned);
    expect(onlyBanned.body.users.every((user) => user.status === 'banned')).toBe(true);
  });

  it('filters by a job title, exactly, and offers the job titles the accounts hold', async () => {
    const grips = await list({ role: 'Probe Grip', rowsPerPage: 50 });
    expect(grips.body.users.map((user) => user.name).sort()).toEqual(['LISTPROBE Cid', 'Listprobe Ada', 'Listprobe Eve']);
    expect(grips.body.counts).toEqual({ all: 3, active: 2, banned: 1 });
    const bannedGaffers = await list({ role: 'Probe Gaffer', status: 'banned' });
    expect(bannedGaffers.body.users.map((user) => user.name)).toEqual(['listprobe Bea']);
    expect(bannedGaffers.body.counts).toEqual({ all: 3, active: 2, banned: 1 });
    const searched = await list({ role: 'Probe Gaffer', search: 'quiet' });
    expect(searched.body.users.map((user) => user.name)).toEqual(['Quiet Person']);
    expect(searched.body.counts).toEqual({ all: 1, active: 1, banned: 0 });
    // Exact but for blanks around it.
    for (const [role, total] of [['probe grip', 0], ['Probe', 0], [' Probe Grip ', 3], ['Nobody Has This', 0]] as const) {
      const { body } = await list({ role });
      expect(body.total, role).toBe(total);
    }

    const { roles } = (await list()).body;
    expect(roles).toEqual(expect.arrayContaining(['Probe Gaffer', 'Probe Grip']));
    expect(roles).toEqual([...new Set(roles)]);
    expect(roles).toEqual([...roles].sort(compareText));
    expect(roles).not.toContain('');
  });

  it('sorts by every field both ways, ties by the id; pages of 5 put together are that order', async () => {
    for (const field of userListSortFields) {
      for (const order of ['asc', 'desc'] as const) {
        const expected = orderOf(probeUsers, field, order);
        const whole = await list({ search: 'listprobe', orderBy: field, order, rowsPerPage: 50 });
        expect(whole.status, JSON.stringify(whole.body)).toBe(200);
        expect(ids(whole.body.users), `${field} ${order}`).toEqual(expected);

        const pages: ManagedUser[] = [];
        for (let page = 1; page <= 4; page += 1) {
          const { body } = await list({ search: 'listprobe', orderBy: field, order, rowsPerPage: 5, page });
          expect(body).toMatchObject({ total: 6, page, rowsPerPage: 5 });
          pages.push(...body.users);
        }
        expect(ids(pages), `${field} ${order} paged`).toEqual(expected);
      }
    }
  });

  it('orders newest first without an order, and ascending for a field without a direction', async () => {
    const plain = await list({ search: 'listprobe', rowsPerPage: 50 });
    expect(ids(plain.body.users)).toEqual(orderOf(probeUsers, 'createdAt', 'desc'));
    const byName = await list({ search: 'listprobe', orderBy: 'name', rowsPerPage: 50 });
    expect(ids(byName.body.users)).toEqual(orderOf(probeUsers, 'name', 'asc'));
    const oldest = await list({ search: 'listprobe', order: 'asc', rowsPerPage: 50 });
    expect(ids(oldest.body.users)).toEqual(orderOf(probeUsers, 'createdAt', 'asc'));
  });

  it('answers a search of over a thousand accounts the same way (counted in a pass of its own)', async () => {
    // Straight into the table: 1,005 accounts whose names all hold "broadprobe", every third one banned.
    const count = 1005;
    const rows = Array.from({ length: count }, (_, i) => {
      const n = String(i).padStart(4, '0');
      const at = new Date(Date.UTC(2020, 0, 1, 0, 0, i)).toISOString();
      return [randomUUID(), `broad-${n}@example.com`, `broad-${n}`, `Broadprobe ${n}`, i % 3 === 0 ? 'banned' : 'active', 'Broad Role', at, at];
    });
    await server.sql(
      `insert into users (id, email, username, display_name, status, job_title, last_activity, created_at) values ${rows
        .map(() => '(?, ?, ?, ?, ?, ?, ?, ?)')
        .join(', ')}`,
      rows.flat(),
    );
    const banned = rows.filter((row) => row[4] === 'banned').length;
    const counts = { all: count, active: count - banned, banned };
    const ascending = rows.map((row) => row[0]!);

    const first = await list({ search: 'BROADPROBE', orderBy: 'name', rowsPerPage: 50 });
    expect(first.body).toMatchObject({ total: count, counts });
    expect(ids(first.body.users)).toEqual(ascending.slice(0, 50));
    const last = await list({ search: 'broadprobe', orderBy: 'name', order: 'desc', rowsPerPage: 50, page: 21 });
    expect(ids(last.body.users)).toEqual(ascending.slice(0, 5).reverse());
    const bannedTab = await list({ search: 'broadprobe', status: 'banned', orderBy: 'createdAt', order: 'asc' });
    expect(bannedTab.body).toMatchObject({ total: banned, counts });
    expect(ids(bannedTab.body.users)).toEqual(rows.filter((row) => row[4] === 'banned').slice(0, 10).map((row) => row[0]));
    const withRole = await list({ search: 'broadprobe', role: 'Broad Role', status: 'active' });
    expect(withRole.body).toMatchObject({ total: count - banned, counts });
    // A narrower search of the same accounts is found in the one pass.
    const few = await list({ search: 'broadprobe 100', orderBy: 'email' });
    expect(few.body.users.map((user) => user.name)).toEqual([
      'Broadprobe 1000',
      'Broadprobe 1001',
      'Broadprobe 1002',
      'Broadprobe 1003',
      'Broadprobe 1004',
    ]);
    expect(few.body.counts).toEqual({ all: 5, active: 4, banned: 1 });
  });

  it('answers a page past the end with no users and the total', async () => {
    const { status, body } = await list({ search: 'listprobe', page: 3, rowsPerPage: 5 });
    expect(status).toBe(200);
    expect(body).toMatchObject({ users: [], total: 6, page: 3, rowsPerPage: 5 });
  });

  it('names each bad query parameter with its code', async () => {
    const V = UserListErrors;
    const badValues: Record<string, [values: string[], error: { code: string; message: string }]> = {
      page: [['0', '-1', '1.5', 'two'], V.pageInvalid],
      rowsPerPage: [['7', '100', ''], V.rowsPerPageInvalid],
      search: [['s'.repeat(101)], V.searchInvalid],
      status: [['deleted'], V.statusInvalid],
      role: [['r'.repeat(201)], V.roleInvalid],
      orderBy: [['password', 'phoneNumber'], V.orderByInvalid],
      order: [['up'], V.orderInvalid],
    };
    for (const [field, [values, error]] of Object.entries(badValues)) {
      for (const value of values) {
        const { status, body } = await list({ [field]: value });
        expect(status, `${field}=${value}`).toBe(400);
        expect(body, `${field}=${value}`).toMatchObject({
          message: `${field}: ${error.message}`,
          code: error.code,
          errors: [{ path: field, message: error.message, code: error.code }],
        });
      }
    }
    // Repeated parameters are not a list.
    const twice = await server.api.get(`/api/user/manage-users?status=active&status=banned`, {
      token: server.adminToken,
    });
    expect(twice.status).toBe(400);
    expect(twice.body.code).toBe(V.statusInvalid.code);
    const longest = await list({ search: 's'.repeat(100), rowsPerPage: 50 });
    expect(longest.status).toBe(200);
  });

  it('answers 401 without a token and 403 Permission denied to a member, with no data', async () => {
    const noToken = await server.api.get('/api/user/manage-users', { query: { search: 'listprobe' } });
    expect(noToken.status).toBe(401);
    expect(noToken.body).toEqual({ message: ErrorMessage.tokenMissing, code: 'auth.token_missing' });
    const member = await server.api.registerUser();
    const denied = await list({ search: 'listprobe' }, member.token);
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ message: ErrorMessage.permissionDenied, code: 'auth.permission_denied' });
  });
});
