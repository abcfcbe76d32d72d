import { beforeAll, describe, expect, it } from 'vitest';
import { brand } from '@/contract/brand';
import { ErrorMessage } from '@/contract/errors';
import { UserErrorMessage, type ManagedUser } from '@/contract/user';
import { pngImage } from '@/server/areas/uploads/test-images';
import { describeApi } from '@/server/testing/api-server';
import { newHire } from '@/server/testing/new-hire';

const banned = { message: ErrorMessage.accountBanned, code: 'auth.account_banned' };
const denied = { message: ErrorMessage.permissionDenied, code: 'auth.permission_denied' };

describeApi('user management API: the create and edit form, bans and admin rights', (server) => {
  let adminId: string;
  beforeAll(async () => {
    adminId = (await server.api.get('/api/account/my-account', { token: server.adminToken })).body.user.id;
  });

  const getOne = (id: string | undefined, token = server.adminToken) =>
    server.api.get('/api/user/manage-users/user', { token, query: { id } });
  const create = (body: unknown, token = server.adminToken) =>
    server.api.post('/api/user/manage-users/new', body, { token });
  const update = (userId: string, updateUser: Record<string, unknown>, token = server.adminToken) =>
    server.api.post('/api/user/manage-users/update', { userId, updateUser }, { token });
  const login = (email: string, password: string) =>
    server.api.post('/api/account/login', { email, password });
  const uploadAs = async (token: string): Promise<string> => {
    const { status, body } = await server.api.raw('POST', '/api/uploads/images/new', await pngImage(), {
      token,
      headers: { 'content-type': 'image/png' },
    });
    expect(status).toBe(200);
    return body.image.url;
  };
  const uploadRows = (url: string) =>
    server.sql<{ name: string }>('select name from uploads where name = ?', [url.slice('/uploads/'.length)]);
  /** A registered account made an admin by the demo admin: its own token acts as an admin at once. */
  const secondAdmin = async () => {
    const member = await server.api.registerUser({ firstName: 'Second', lastName: 'Admin' });
    expect((await update(member.user.id, { accessRole: 'admin' })).status).toBe(200);
    return member;
  };
  const activeAdmins = async () =>
    (await server.sql<{ id: string }>("select id from users where role = 'admin' and status = 'active'")).map(
      (row) => row.id,
    );

  describe('GET /manage-users/user', () => {
    it('answers one account as the list shows it', async () => {
      const created: ManagedUser = (await create(newHire({ isVerified: true }))).body.user;
      const { status, body } = await getOne(created.id);
      expect(status).toBe(200);
      expect(body).toEqual({ user: created });
      const listed: ManagedUser[] = (
        await server.api.get('/api/user/manage-users', { token: server.adminToken })
      ).body.users;
      expect(listed.find((user) => user.id === created.id)).toEqual(created);

      const admin = await getOne(adminId);
      expect(admin.body.user).toMatchObject({
        id: adminId,
        email: brand.demoAccount.email,
        accessRole: 'admin',
      });
    });

    it('finds the account by its username too, the edit form’s address', async () => {
      const created: ManagedUser = (await create(newHire())).body.user;
      expect(created.username).toMatch(/^[a-z0-9._-]+$/);
      const { status, body } = await server.api.get('/api/user/manage-users/user', {
        token: server.adminToken,
        query: { username: created.username },
      });
      expect(status).toBe(200);
      expect(body).toEqual({ user: created });
    });

    it('answers 404 for an unknown id or username, and 400 unless exactly one of them is given', async () => {
      const unknown = await getOne('no-such-user');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: ErrorMessage.userNotFound, code: 'user.not_found' });
      const unknownName = await server.api.get('/api/user/manage-users/user', {
        token: server.adminToken,
        query: { username: 'no-such-user' },
      });
      expect(unknownName.status).toBe(404);
      const required = { message: 'username: Either a user id or a username is required', code: 'user.user_key_required' };
      const missing = await getOne(undefined);
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject(required);
      const blank = await getOne('');
      expect(blank.status).toBe(400);
      expect(blank.body).toMatchObject({ ...required, message: 'id: Either a user id or a username is required' });
      const both = await server.api.get('/api/user/manage-users/user', {
        token: server.adminToken,
        query: { id: adminId, username: 'someone' },
      });
      expect(both.status).toBe(400);
      expect(both.body).toMatchObject(required);
    });
  });

  describe('avatar', () => {
    it('takes an uploaded image on create, replaces it on update (an old one nothing shows goes) and clears it with ""', async () => {
      const first = await uploadAs(server.adminToken);
      const created = await create(newHire({ avatarUrl: first }));
      expect(created.status).toBe(200);
      expect(created.body.user.avatarUrl).toBe(first);
      const id: string = created.body.user.id;
      expect((await getOne(id)).body.user.avatarUrl).toBe(first);

      const second = await uploadAs(server.adminToken);
      const replaced = await update(id, { avatarUrl: second });
      expect(replaced.status).toBe(200);
      expect(replaced.body.user.avatarUrl).toBe(second);
      // The set-password mail in the new account's inbox still shows the first image: it stays.
      expect(await uploadRows(first)).toHaveLength(1);

      const third = await uploadAs(server.adminToken);
      const again = await update(id, { avatarUrl: third });
      expect(again.body.user.avatarUrl).toBe(third);
      // Nothing shows the second image any more: its record and file are gone.
      expect(await uploadRows(second)).toHaveLength(0);
      expect((await fetch(new URL(second, server.baseUrl))).status).toBe(404);
      expect((await fetch(new URL(third, server.baseUrl))).status).toBe(200);

      const unchanged = await update(id, { city: 'Leipzig' });
      expect(unchanged.body.user).toMatchObject({ avatarUrl: third, city: 'Leipzig' });
      expect(await uploadRows(third)).toHaveLength(1);

      const cleared = await update(id, { avatarUrl: '' });
      expect(cleared.status).toBe(200);
      expect(cleared.body.user.avatarUrl).toBe('');
      expect(await uploadRows(third)).toHaveLength(0);

      // The app's own generated art counts as an image of its own too.
      const art = await update(id, { avatarUrl: '/images/avatar/3.svg' });
      expect(art.body.user.avatarUrl).toBe('/images/avatar/3.svg');
    });

    it('refuses any other url, on create and on update', async () => {
      const target: ManagedUser = (await create(newHire())).body.user;
      for (const avatarUrl of [
        'https://elsewhere.example/me.png',
        '//elsewhere.example/me.png',
        'javascript:alert(1)',
        '/uploads/../jwt-secret',
        '/api/account/my-account',
        `/uploads/${'a'.repeat(2050)}.png`,
        42,
      ]) {
        const created = await create(newHire({ avatarUrl }));
        expect(created.status, String(avatarUrl)).toBe(400);
        expect(created.body).toMatchObject({
          message: 'avatarUrl: Avatar must be an image uploaded here',
          code: 'user.avatar_url_invalid',
        });
        const updated = await update(target.id, { avatarUrl });
        expect(updated.status, String(avatarUrl)).toBe(400);
        expect(updated.body.message).toBe('updateUser.avatarUrl: Avatar must be an image uploaded here');
      }
      expect((await getOne(target.id)).body.user.avatarUrl).toBe('');
    });
  });

  describe('admin rights', () => {
    it('creates an admin when asked; other values of the access role are refused', async () => {
      const created = await create(newHire({ accessRole: 'admin' }));
      expect(created.status).toBe(200);
      expect(created.body.user.accessRole).toBe('admin');
      expect((await update(created.body.user.id, { accessRole: 'user' })).body.user.accessRole).toBe('user');
      const wrong = await create(newHire({ accessRole: 'owner' }));
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('accessRole: Access role must be admin or user');
    });

    it('refuses the own demotion (and the own ban), keeping the account an active admin', async () => {
      const demoteSelf = await update(adminId, { accessRole: 'user' });
      expect(demoteSelf.status).toBe(400);
      expect(demoteSelf.body).toEqual({
        message: UserErrorMessage.cannotDemoteSelf,
        code: 'user.cannot_demote_self',
      });
      const banSelf = await update(adminId, { status: 'banned', name: 'Someone Else' });
      expect(banSelf.status).toBe(400);
      expect(banSelf.body).toEqual({ message: UserErrorMessage.cannotBanSelf, code: 'user.cannot_ban_self' });
      // Refused as a whole: the name in the same request did not change either.
      expect((await getOne(adminId)).body.user).toMatchObject({
        accessRole: 'admin',
        status: 'active',
        name: brand.presenter.name,
      });
      // Saving the own form unchanged (admin, active) is fine.
      const same = await update(adminId, { accessRole: 'admin', status: 'active' });
      expect(same.status).toBe(200);

      // A second admin is refused the same for their own account, and may demote the first... and be demoted back.
      const other = await secondAdmin();
      const otherSelf = await update(other.user.id, { accessRole: 'user' }, other.token);
      expect(otherSelf.body).toEqual({
        message: UserErrorMessage.cannotDemoteSelf,
        code: 'user.cannot_demote_self',
      });
      const demoted = await update(other.user.id, { accessRole: 'user' });
      expect(demoted.status).toBe(200);
      const nowMember = await getOne(adminId, other.token);
      expect(nowMember.status).toBe(403);
      expect(nowMember.body).toEqual(denied);
    });

    it('never leaves the workspace without an active admin, even when two admins demote or ban each other at once', async () => {
      expect(await activeAdmins()).toEqual([adminId]);
      const other = await secondAdmin();
      const tokens = { [adminId]: server.adminToken, [other.user.id]: other.token };
      for (const change of [
        { accessRole: 'user' },
        { status: 'banned' },
        { accessRole: 'user' },
        { status: 'banned' },
      ]) {
        const [first, second] = await Promise.all([
          update(other.user.id, change, tokens[adminId]),
          update(adminId, change, tokens[other.user.id]),
        ]);
        const answers = [first, second];
        // Exactly one wins. The other was either refused at the door (no longer an admin, or banned by then) or,
        // had it passed the door first, by the last-admin rule.
        expect(
          answers.filter((answer) => answer.status === 200),
          JSON.stringify(change),
        ).toHaveLength(1);
        const loser = answers.find((answer) => answer.status !== 200)!;
        expect([
          {
            status: 400,
            body: { message: UserErrorMessage.lastActiveAdmin, code: 'user.last_active_admin' },
          },
          { status: 403, body: denied },
          { status: 403, body: banned },
        ]).toContainEqual({ status: loser.status, body: loser.body });
        const remaining = await activeAdmins();
        expect(remaining).toHaveLength(1);

        // The one left restores the other as an active admin for the next round.
        const winner = remaining[0]!;
        const loserId = winner === adminId ? other.user.id : adminId;
        const restored = await update(loserId, { accessRole: 'admin', status: 'active' }, tokens[winner]);
        expect(restored.status).toBe(200);
        expect((await activeAdmins()).sort()).toEqual([adminId, other.user.id].sort());
      }
      // The demo admin alone again: its rights cannot be taken away by anyone.
      expect((await update(other.user.id, { accessRole: 'user' })).status).toBe(200);
      expect(await activeAdmins()).toEqual([adminId]);
    });

    it('counts only active admins: a banned admin does not keep the workspace administered', async () => {
      const other = await secondAdmin();
      expect((await update(other.user.id, { status: 'banned' })).status).toBe(200);
      // Still an admin by role, but banned: refused at the door, not by the permission check.
      const refused = await getOne(adminId, other.token);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual(banned);
      expect(await activeAdmins()).toEqual([adminId]);
      // Demoting the banned admin takes no active admin away.
      expect((await update(other.user.id, { accessRole: 'user' })).status).toBe(200);
    });
  });

  describe('ban and unban', () => {
    const endpoints = (token: string) => [
      () => server.api.get('/api/account/my-account', { token }),
      () => server.api.get('/api/user/profile', { token }),
      () => server.api.get('/api/mail/labels', { token }),
      () => server.api.get('/api/kanban/board', { token }),
      () =>
        server.api.post(
          '/api/calendar/events/new',
          { title: 'Stand-up', start: '2032-02-01T10:00:00Z', end: '2032-02-01T11:00:00Z' },
          { token },
        ),
    ];

    it('blocks sign-in and every request of the existing tokens with 403; unbanning lets the same tokens in again', async () => {
      const member = await server.api.registerUser({ firstName: 'Banned', lastName: 'Member' });
      const second = await login(member.user.email, member.password);
      expect(second.status).toBe(200);
      const tokens = [member.token, second.body.accessToken as string];
      for (const token of tokens)
        for (const call of endpoints(token)) expect((await call()).status).toBe(200);

      const ban = await update(member.user.id, { status: 'banned' });
      expect(ban.status).toBe(200);
      expect(ban.body.user.status).toBe('banned');
      for (const token of tokens) {
        for (const call of endpoints(token)) {
          const response = await call();
          expect(response.status).toBe(403);
          expect(response.body).toEqual(banned);
        }
      }
      const signIn = await login(member.user.email, member.password);
      expect(signIn.status).toBe(403);
      expect(signIn.body).toEqual(banned);
      // A banned account's sessions are kept (not ended): unbanning restores them.
      expect((await server.sql('select id from sessions where user_id = ?', [member.user.id])).length).toBe(
        2,
      );

      const unban = await update(member.user.id, { status: 'active' });
      expect(unban.status).toBe(200);
      expect(unban.body.user.status).toBe('active');
      for (const token of tokens)
        for (const call of endpoints(token)) expect((await call()).status).toBe(200);
      expect((await login(member.user.email, member.password)).status).toBe(200);
    });

    it('a banned admin loses the admin calls too (403 banned), and gets them back when unbanned', async () => {
      const other = await secondAdmin();
      expect((await getOne(adminId, other.token)).status).toBe(200);
      expect((await update(other.user.id, { status: 'banned' })).status).toBe(200);
      for (const call of [
        () => getOne(adminId, other.token),
        () => server.api.get('/api/user/manage-users', { token: other.token }),
        () => update(adminId, { city: 'Bonn' }, other.token),
      ]) {
        const response = await call();
        expect(response.status).toBe(403);
        expect(response.body).toEqual(banned);
      }
      expect((await update(other.user.id, { status: 'active' })).status).toBe(200);
      expect((await getOne(adminId, other.token)).status).toBe(200);
      expect((await update(other.user.id, { accessRole: 'user' })).status).toBe(200);
    });

    it('an account created banned cannot set its password until unbanned; then the same link works', async () => {
      const created: ManagedUser = (await create(newHire({ status: 'banned' }))).body.user;
      expect(created.status).toBe('banned');
      const mails = await server.sql<{ message: string }>('select message from mails where user_id = ?', [
        created.id,
      ]);
      const token = new URL(/href="([^"]+)"/.exec(mails[0]!.message)![1]!, 'http://x').searchParams.get(
        'token',
      )!;
      const setPassword = () =>
        server.api.post('/api/account/new-password', {
          token,
          password: 'stage-door-42',
          confirmPassword: 'stage-door-42',
        });
      const refused = await setPassword();
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual(banned);

      expect((await update(created.id, { status: 'active' })).status).toBe(200);
      const set = await setPassword();
      expect(set.status).toBe(200);
      const signIn = await login(created.email, 'stage-door-42');
      expect(signIn.status).toBe(200);
      expect(signIn.body.user.email).toBe(created.email);
    });
  });

  describe('validation', () => {
    it('names each bad field of the form in the reader-facing message, create and update alike', async () => {
      const target: ManagedUser = (await create(newHire())).body.user;
      const cases: [Record<string, unknown>, string][] = [
        [{ name: '  ' }, 'name: Name is required'],
        [{ email: 'nope' }, 'email: Email must be a valid email address'],
        [{ phoneNumber: '' }, 'phoneNumber: Phone number is required'],
        [{ country: '' }, 'country: Country is required'],
        [{ role: '' }, 'role: Role is required'],
        [{ zipCode: 'Z'.repeat(201) }, 'zipCode: Too Long!'],
        [{ isVerified: 'yes' }, 'isVerified: Verified must be true or false'],
        [{ status: 'paused' }, 'status: Status must be active or banned'],
        [{ accessRole: 'root' }, 'accessRole: Access role must be admin or user'],
      ];
      for (const [fields, message] of cases) {
        const created = await create(newHire(fields));
        expect(created.status, message).toBe(400);
        expect(created.body.message).toBe(message);
        const updated = await update(target.id, fields);
        expect(updated.status, message).toBe(400);
        expect(updated.body.message).toBe(`updateUser.${message}`);
      }
      const taken = await update(target.id, { email: brand.demoAccount.email });
      expect(taken.body).toEqual({ message: ErrorMessage.emailTaken, code: 'auth.email_taken' });
      expect((await getOne(target.id)).body.user).toEqual(target);
    });
  });

  it('answers 403 to a user and 401 without a token on every management call', async () => {
    const member = await server.api.registerUser();
    const target: ManagedUser = (await create(newHire())).body.user;
    const calls: [string, (token: string | undefined) => Promise<{ status: number; body: unknown }>][] = [
      ['list', (token) => server.api.get('/api/user/manage-users', { token })],
      ['one', (token) => server.api.get('/api/user/manage-users/user', { token, query: { id: target.id } })],
      [
        'one of self',
        (token) => server.api.get('/api/user/manage-users/user', { token, query: { id: member.user.id } }),
      ],
      [
        'new',
        (token) => server.api.post('/api/user/manage-users/new', newHire({ accessRole: 'admin' }), { token }),
      ],
      [
        'update',
        (token) =>
          server.api.post(
            '/api/user/manage-users/update',
            { userId: target.id, updateUser: { status: 'banned' } },
            { token },
          ),
      ],
      [
        'update self to admin',
        (token) =>
          server.api.post(
            '/api/user/manage-users/update',
            { userId: member.user.id, updateUser: { accessRole: 'admin' } },
            { token },
          ),
      ],
      [
        'delete',
        (token) => server.api.post('/api/user/manage-users/delete', { userId: target.id }, { token }),
      ],
    ];
    for (const [name, call] of calls) {
      const asMember = await call(member.token);
      expect(asMember.status, name).toBe(403);
      expect(asMember.body, name).toEqual(denied);
      const anonymous = await call(undefined);
      expect(anonymous.status, name).toBe(401);
      expect(anonymous.body, name).toEqual({
        message: ErrorMessage.tokenMissing,
        code: 'auth.token_missing',
      });
    }
    expect((await getOne(target.id)).body.user).toEqual(target);
    expect((await getOne(member.user.id)).body.user.accessRole).toBe('user');
  });
});
