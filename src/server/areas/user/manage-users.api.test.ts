import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { brand } from '@/contract/brand';
import { ErrorMessage } from '@/contract/errors';
import { UserErrorMessage, type ManagedUser, type UserListItem } from '@/contract/user';
import { describeApi } from '@/server/testing/api-server';
import { newHire } from '@/server/testing/new-hire';

const newUser = newHire;

const requiredFields: [string, string][] = [
  ['name', 'Name is required'],
  ['email', 'Email is required'],
  ['phoneNumber', 'Phone number is required'],
  ['address', 'Address is required'],
  ['country', 'Country is required'],
  ['state', 'State is required'],
  ['city', 'City is required'],
  ['company', 'Company is required'],
  ['role', 'Role is required'],
];

describeApi('user management API', (server) => {
  let adminId: string;
  beforeAll(async () => {
    adminId = (await server.api.get('/api/account/my-account', { token: server.adminToken })).body.user.id;
  });

  /** What the tests changed; the last test checks that all of it survives a restart. */
  const persisted: {
    created?: ManagedUser;
    updated?: ManagedUser;
    banned?: { email: string; password: string };
    deletedId?: string;
  } = {};
  /** Every account, newest first, page by page. */
  const managedUsers = async (): Promise<ManagedUser[]> => {
    const users: ManagedUser[] = [];
    for (let page = 1; ; page += 1) {
      const { body } = await server.api.get('/api/user/manage-users', {
        token: server.adminToken,
        query: { page, rowsPerPage: 50 },
      });
      users.push(...body.users);
      if (body.users.length === 0 || users.length >= body.total) return users;
    }
  };
  const seededMembers = async () =>
    (await managedUsers()).filter((user) => user.email.endsWith('@ardent-crew.example'));
  const write = (action: 'new' | 'update' | 'delete', body: unknown, token = server.adminToken) =>
    server.api.post(`/api/user/manage-users/${action}`, body, { token });
  const login = (email: string, password: string) =>
    server.api.post('/api/account/login', { email, password });

  describe('GET /manage-users', () => {
    it('lists the 24 accounts of the workspace, newest first, with the admin the newest seeded', async () => {
      const { status, body } = await server.api.get('/api/user/manage-users', { token: server.adminToken });
      expect(status).toBe(200);
      // The first page of 10, with how many there are in all, per status tab, and the job titles held.
      expect(body).toMatchObject({ total: 24, page: 1, rowsPerPage: 10 });
      expect(body.users).toHaveLength(10);
      expect(body.counts.all).toBe(24);
      expect(body.counts.active + body.counts.banned).toBe(24);
      expect(body.roles).toContain(brand.presenter.tagline);
      expect(body.users).toEqual((await managedUsers()).slice(0, 10));
      const users = await managedUsers();
      expect(users).toHaveLength(24);
      expect(users[0]).toEqual({
        id: adminId,
        avatarUrl: expect.stringMatching(/^\/images\/avatar\/\d+\.svg$/),
        name: brand.presenter.name,
        email: brand.demoAccount.email,
        phoneNumber: expect.any(String),
        address: expect.any(String),
        country: expect.any(String),
        state: expect.any(String),
        city: expect.any(String),
        zipCode: expect.any(String),
        company: brand.productName,
        isVerified: true,
        status: 'active',
        role: brand.presenter.tagline,
        accessRole: 'admin',
        username: 'demo',
      });
      for (const user of users) {
        expect(Object.keys(user)).toHaveLength(16);
        expect(user.avatarUrl).toMatch(/^\/images\/avatar\/\d+\.svg$/);
        expect(['active', 'banned']).toContain(user.status);
        expect(user.role).not.toMatch(/^(admin|user)$/);
      }
      expect(users.filter((user) => user.status === 'banned').length).toBeGreaterThan(0);
      expect(users.filter((user) => user.status === 'banned')).toHaveLength(body.counts.banned);
    });

    it('answers 401 without a token and 403 Permission denied for a user account, on every call', async () => {
      const { token } = await server.api.registerUser();
      const noToken = await server.api.get('/api/user/manage-users');
      expect(noToken.status).toBe(401);
      expect(noToken.body).toEqual({ message: ErrorMessage.tokenMissing, code: 'auth.token_missing' });
      const denied = await server.api.get('/api/user/manage-users', { token });
      expect(denied.status).toBe(403);
      expect(denied.body).toEqual({ message: ErrorMessage.permissionDenied, code: 'auth.permission_denied' });
      const someone = (await managedUsers())[5]!;
      const writes: ['new' | 'update' | 'delete', unknown][] = [
        ['new', newUser()],
        ['update', { userId: someone.id, updateUser: { status: 'banned' } }],
        ['delete', { userId: someone.id }],
        ['delete', {}],
      ];
      for (const [action, body] of writes) {
        const response = await write(action, body, token);
        expect(response.status, action).toBe(403);
        expect(response.body).toEqual({
          message: ErrorMessage.permissionDenied,
          code: 'auth.permission_denied',
        });
        const anonymous = await server.api.post(`/api/user/manage-users/${action}`, body);
        expect(anonymous.status, action).toBe(401);
      }
      expect((await managedUsers()).find((user) => user.id === someone.id)).toEqual(someone);
    });
  });

  describe('POST /manage-users/new', () => {
    it('creates an account without a password, mails it a one-time set-password link and stores only its hash', async () => {
      const before = (await managedUsers()).length;
      const input = newUser({ email: 'Noor.Haddad@Example.com', isVerified: true });
      const { status, body } = await write('new', input);
      expect(status).toBe(200);
      expect(body.user).toEqual({
        id: expect.any(String),
        avatarUrl: '',
        name: 'Noor Haddad',
        email: 'noor.haddad@example.com',
        phoneNumber: input.phoneNumber,
        address: input.address,
        country: input.country,
        state: input.state,
        city: input.city,
        zipCode: input.zipCode,
        company: input.company,
        isVerified: true,
        status: 'active',
        role: input.role,
        accessRole: 'user',
        // The handle is made from the address: its edit form is /dashboard/user/noor.haddad/edit.
        username: 'noor.haddad',
      });
      const created: ManagedUser = body.user;

      const users = await managedUsers();
      expect(users).toHaveLength(before + 1);
      expect(users[0]).toEqual(created);
      const cards: UserListItem[] = (await server.api.get('/api/user/all', { token: server.adminToken })).body
        .users;
      expect(cards.find((card) => card.id === created.id)).toMatchObject({
        name: 'Noor Haddad',
        position: 'Floor Manager',
      });

      // The set-password mail is in the new account's own inbox (no SMTP_URL here).
      const mails = await server.sql<{ subject: string; message: string }>(
        'select subject, message from mails where user_id = ?',
        [created.id],
      );
      expect(mails.map((mail) => mail.subject)).toEqual(['Set your password']);
      const link = /href="([^"]+)"/.exec(mails[0]!.message)![1]!;
      expect(link).toMatch(/^\/auth\/new-password\?token=[\w-]{40,}$/);
      const token = new URL(link, 'http://x').searchParams.get('token')!;
      const rows = await server.sql<{ token_hash: string; expires_at: string; created_at: string }>(
        'select token_hash, expires_at, created_at from password_tokens where user_id = ?',
        [created.id],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(rows[0]!.token_hash).not.toContain(token);
      expect(Date.parse(rows[0]!.expires_at) - Date.parse(rows[0]!.created_at)).toBe(24 * 60 * 60 * 1000);

      const signIn = await login('noor.haddad@example.com', 'anything');
      expect(signIn.status).toBe(400);
      expect(signIn.body).toEqual({ message: ErrorMessage.wrongPassword, code: 'auth.wrong_password' });

      persisted.created = created;
    });

    it('defaults zip code, verification and status', async () => {
      const { zipCode: _zip, ...withoutZip } = newUser();
      const { status, body } = await write('new', withoutZip);
      expect(status).toBe(200);
      expect(body.user).toMatchObject({ zipCode: '', isVerified: false, status: 'active' });
    });

    it('refuses an email that is taken, in any case', async () => {
      const { status, body } = await write('new', newUser({ email: brand.demoAccount.email.toUpperCase() }));
      expect(status).toBe(400);
      expect(body).toEqual({ message: ErrorMessage.emailTaken, code: 'auth.email_taken' });
    });

    it('names each required field that is missing or blank', async () => {
      const count = (await managedUsers()).length;
      for (const [field, message] of requiredFields) {
        const missing = newUser();
        delete (missing as Record<string, unknown>)[field];
        const response = await write('new', missing);
        expect(response.status, field).toBe(400);
        expect(response.body.message).toBe(`${field}: ${message}`);
        const blank = await write('new', newUser({ [field]: '   ' }));
        expect(blank.status, field).toBe(400);
        expect(blank.body.message).toBe(`${field}: ${message}`);
      }
      const cases: [Record<string, unknown>, string][] = [
        [newUser({ email: 'not-an-email' }), 'email: Email must be a valid email address'],
        [newUser({ status: 'deleted' }), 'status: Status must be active or banned'],
        [newUser({ isVerified: 'yes' }), 'isVerified: Verified must be true or false'],
        [newUser({ name: 'N'.repeat(201) }), 'name: Too Long!'],
      ];
      for (const [body, message] of cases) {
        const response = await write('new', body);
        expect(response.status, message).toBe(400);
        expect(response.body.message).toBe(message);
      }
      expect(await managedUsers()).toHaveLength(count);
    });
  });

  describe('POST /manage-users/update', () => {
    it('changes the given fields only, persistently', async () => {
      const target = (await seededMembers()).find((user) => user.status === 'active')!;
      const { status, body } = await write('update', {
        userId: target.id,
        updateUser: {
          name: 'Renamed Person',
          role: 'Head of Casting',
          isVerified: !target.isVerified,
          zipCode: '80331',
        },
      });
      expect(status).toBe(200);
      const expected = {
        ...target,
        name: 'Renamed Person',
        role: 'Head of Casting',
        isVerified: !target.isVerified,
        zipCode: '80331',
      };
      expect(body).toEqual({ user: expected });
      const cards: UserListItem[] = (await server.api.get('/api/user/all', { token: server.adminToken })).body
        .users;
      expect(cards.find((card) => card.id === target.id)).toMatchObject({
        name: 'Renamed Person',
        position: 'Head of Casting',
      });
      persisted.updated = expected;
    });

    it('answers 404 for an unknown user, 400 for a taken email and names bad fields', async () => {
      const unknown = await write('update', { userId: 'no-such-user', updateUser: { name: 'X Y' } });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: ErrorMessage.userNotFound, code: 'user.not_found' });

      const target = (await seededMembers()).at(-1)!;
      const taken = await write('update', {
        userId: target.id,
        updateUser: { email: brand.demoAccount.email },
      });
      expect(taken.status).toBe(400);
      expect(taken.body).toEqual({ message: ErrorMessage.emailTaken, code: 'auth.email_taken' });
      const sameEmail = await write('update', {
        userId: target.id,
        updateUser: { email: target.email.toUpperCase() },
      });
      expect(sameEmail.status).toBe(200);
      expect(sameEmail.body.user.email).toBe(target.email);

      const cases: [Record<string, unknown>, string][] = [
        [{ userId: target.id, updateUser: { name: '' } }, 'updateUser.name: Name is required'],
        [{ userId: target.id, updateUser: { city: '  ' } }, 'updateUser.city: City is required'],
        [
          { userId: target.id, updateUser: { email: 'nope' } },
          'updateUser.email: Email must be a valid email address',
        ],
        [
          { userId: target.id, updateUser: { status: 'gone' } },
          'updateUser.status: Status must be active or banned',
        ],
        [{ userId: target.id }, 'updateUser: The fields to update are required'],
        [{ updateUser: { name: 'A B' } }, 'userId: User id is required'],
      ];
      for (const [body, message] of cases) {
        const response = await write('update', body);
        expect(response.status, message).toBe(400);
        expect(response.body.message).toBe(message);
      }
    });

    it('bans and unbans: a banned account cannot sign in and its tokens stop working', async () => {
      const member = await server.api.registerUser({ firstName: 'Banned', lastName: 'Soon' });
      const banned = await write('update', { userId: member.user.id, updateUser: { status: 'banned' } });
      expect(banned.status).toBe(200);
      expect(banned.body.user.status).toBe('banned');

      const signIn = await login(member.user.email, member.password);
      expect(signIn.status).toBe(403);
      expect(signIn.body).toEqual({ message: ErrorMessage.accountBanned, code: 'auth.account_banned' });
      for (const path of ['/api/account/my-account', '/api/user/profile']) {
        const response = await server.api.get(path, { token: member.token });
        expect(response.status, path).toBe(403);
        expect(response.body).toEqual({ message: ErrorMessage.accountBanned, code: 'auth.account_banned' });
      }

      const unbanned = await write('update', { userId: member.user.id, updateUser: { status: 'active' } });
      expect(unbanned.body.user.status).toBe('active');
      expect((await login(member.user.email, member.password)).status).toBe(200);
      expect((await server.api.get('/api/account/my-account', { token: member.token })).status).toBe(200);

      const stays = await server.api.registerUser({ firstName: 'Stays', lastName: 'Banned' });
      expect(
        (await write('update', { userId: stays.user.id, updateUser: { status: 'banned' } })).status,
      ).toBe(200);
      persisted.banned = { email: stays.user.email, password: stays.password };
    });

    it('refuses to ban the own account but allows other changes to it', async () => {
      const selfBan = await write('update', { userId: adminId, updateUser: { status: 'banned' } });
      expect(selfBan.status).toBe(400);
      expect(selfBan.body).toEqual({ message: UserErrorMessage.cannotBanSelf, code: 'user.cannot_ban_self' });
      expect((await login(brand.demoAccount.email, brand.demoAccount.password)).status).toBe(200);
      const selfEdit = await write('update', {
        userId: adminId,
        updateUser: { city: 'Hamburg', status: 'active' },
      });
      expect(selfEdit.status).toBe(200);
      expect(selfEdit.body.user).toMatchObject({ id: adminId, city: 'Hamburg', status: 'active' });
    });
  });

  describe('POST /manage-users/delete', () => {
    const countOwned = async (userId: string) => {
      const counts: Record<string, number> = {};
      for (const [table, column] of [
        ['users', 'id'],
        ['user_profiles', 'user_id'],
        ['user_follows', 'follower_id'],
        ['user_notification_settings', 'user_id'],
        ['password_tokens', 'user_id'],
      ] as const) {
        const rows = await server.sql<{ n: number }>(
          `select count(*) as n from ${table} where ${column} = ?`,
          [userId],
        );
        counts[table] = Number(rows[0]!.n);
      }
      return counts;
    };

    it('deletes a seeded member with their profile and follows', async () => {
      const followers: { id: string }[] = (
        await server.api.get('/api/user/social/followers', { token: server.adminToken })
      ).body.followers;
      const victim = followers.find((follower) => follower.id !== persisted.updated?.id)!.id;
      expect(await countOwned(victim)).toMatchObject({ users: 1, user_profiles: 1, user_follows: 1 });
      const before = (await managedUsers()).length;

      const { status, body } = await write('delete', { userId: victim });
      expect(status).toBe(200);
      expect(body).toEqual({ userId: victim });
      expect(await countOwned(victim)).toEqual({
        users: 0,
        user_profiles: 0,
        user_follows: 0,
        user_notification_settings: 0,
        password_tokens: 0,
      });
      expect(await managedUsers()).toHaveLength(before - 1);
      const after: { id: string }[] = (
        await server.api.get('/api/user/social/followers', { token: server.adminToken })
      ).body.followers;
      expect(after).toHaveLength(followers.length - 1);
      expect(after.map((follower) => follower.id)).not.toContain(victim);
      const cards: UserListItem[] = (await server.api.get('/api/user/all', { token: server.adminToken })).body
        .users;
      expect(cards.map((card) => card.id)).not.toContain(victim);

      persisted.deletedId = victim;
      const again = await write('delete', { userId: victim });
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ message: ErrorMessage.userNotFound, code: 'user.not_found' });
    });

    it('deletes a registered account: it can no longer sign in and its token is refused', async () => {
      const member = await server.api.registerUser();
      await server.api.post(
        '/api/user/account/notifications-settings/update',
        { notifications: { applicationBlog: true } },
        { token: member.token },
      );
      expect(await countOwned(member.user.id)).toMatchObject({ users: 1, user_notification_settings: 1 });
      expect((await write('delete', { userId: member.user.id })).status).toBe(200);
      expect(await countOwned(member.user.id)).toMatchObject({ users: 0, user_notification_settings: 0 });

      const signIn = await login(member.user.email, member.password);
      expect(signIn.status).toBe(400);
      expect(signIn.body).toEqual({ message: ErrorMessage.noUserForEmail, code: 'auth.no_user_for_email' });
      const me = await server.api.get('/api/account/my-account', { token: member.token });
      expect(me.status).toBe(401);
      expect(me.body).toEqual({ message: ErrorMessage.tokenInvalid, code: 'auth.token_invalid' });
    });

    it('deletes a created account together with its set-password token', async () => {
      const created: ManagedUser = (await write('new', newUser())).body.user;
      expect((await countOwned(created.id)).password_tokens).toBe(1);
      expect((await write('delete', { userId: created.id })).status).toBe(200);
      expect(await countOwned(created.id)).toMatchObject({ users: 0, password_tokens: 0 });
    });

    it('refuses to delete the own account, answers 404 for an unknown one and names a missing id', async () => {
      const self = await write('delete', { userId: adminId });
      expect(self.status).toBe(400);
      expect(self.body).toEqual({
        message: UserErrorMessage.cannotDeleteSelf,
        code: 'user.cannot_delete_self',
      });
      const unknown = await write('delete', { userId: 'no-such-user' });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: ErrorMessage.userNotFound, code: 'user.not_found' });
      const missing = await write('delete', {});
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('userId: User id is required');
      expect((await login(brand.demoAccount.email, brand.demoAccount.password)).status).toBe(200);
    });
  });

  it('keeps every change after a restart', async () => {
    const { created, updated, banned, deletedId } = persisted;
    expect(created && updated && banned && deletedId, 'the tests above ran').toBeTruthy();
    await server.restart();
    const users = await managedUsers();
    expect(users.find((user) => user.id === created!.id)).toEqual(created);
    expect(users.find((user) => user.id === updated!.id)).toEqual(updated);
    expect(users.map((user) => user.id)).not.toContain(deletedId);
    const signIn = await login(banned!.email, banned!.password);
    expect(signIn.status).toBe(403);
    expect(signIn.body).toEqual({ message: ErrorMessage.accountBanned, code: 'auth.account_banned' });
  });
});
