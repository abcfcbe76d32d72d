import { describe, expect, it } from 'vitest';
import { brand } from '@/contract/brand';
import { ErrorMessage } from '@/contract/errors';
import {
  defaultNotificationSettings,
  type Follower,
  type NotificationSettings,
  type UserListItem,
} from '@/contract/user';
import { describeApi } from '@/server/testing/api-server';

const readPaths = [
  '/api/user/profile',
  '/api/user/all',
  '/api/user/posts',
  '/api/user/social/followers',
  '/api/user/social/friends',
  '/api/user/social/gallery',
  '/api/user/account/cards',
  '/api/user/account/address-book',
  '/api/user/account/invoices',
  '/api/user/account/notifications-settings',
];

const IMAGE = /^\/images\/(avatar|cover|gallery)\/\d+\.svg$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const byNewest = (dates: string[]) => [...dates].sort().reverse();

describeApi('user API', (server) => {
  const get = (path: string, token = server.adminToken) => server.api.get(path, { token });
  const post = (path: string, body: unknown, token = server.adminToken) => server.api.post(path, body, { token });

  it('answers 401 Authorization token missing on every endpoint without a token', async () => {
    for (const path of readPaths) {
      const { status, body } = await server.api.get(path);
      expect(status, path).toBe(401);
      expect(body).toEqual({ message: ErrorMessage.tokenMissing, code: 'auth.token_missing' });
    }
    for (const path of [
      '/api/user/social/followers/toggle',
      '/api/user/account/notifications-settings/update',
    ]) {
      const { status, body } = await server.api.post(path, {});
      expect(status, path).toBe(401);
      expect(body).toEqual({ message: ErrorMessage.tokenMissing, code: 'auth.token_missing' });
    }
    const bad = await server.api.get('/api/user/profile', { token: 'not-a-token' });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ message: ErrorMessage.tokenInvalid, code: 'auth.token_invalid' });
  });

  describe('seeded data of the admin', () => {
    it('GET /profile answers the caller profile', async () => {
      const { status, body } = await get('/api/user/profile');
      expect(status).toBe(200);
      const me = await server.api.get('/api/account/my-account', { token: server.adminToken });
      expect(body.profile).toEqual({
        id: me.body.user.id,
        cover: expect.stringMatching(IMAGE),
        position: brand.presenter.tagline,
        follower: expect.any(Number),
        following: expect.any(Number),
        quote: expect.stringMatching(/\w+/),
        country: me.body.user.country,
        email: brand.demoAccount.email,
        company: brand.productName,
        school: expect.stringMatching(/\w+/),
        role: brand.presenter.tagline,
        facebookLink: brand.social.facebook,
        instagramLink: brand.social.instagram,
        linkedinLink: brand.social.linkedin,
        twitterLink: brand.social.x,
      });
      expect(body.profile.follower).toBeGreaterThan(10_000);
      expect(body.profile.following).toBeGreaterThan(100);
    });

    it('GET /all lists the 24 accounts of the workspace by name, with counts', async () => {
      const { status, body } = await get('/api/user/all');
      expect(status).toBe(200);
      const users: UserListItem[] = body.users;
      expect(users).toHaveLength(24);
      const collator = new Intl.Collator('en', { sensitivity: 'base' });
      const names = users.map((user) => user.name);
      expect(names).toEqual([...names].sort(collator.compare));
      expect(new Set(users.map((user) => user.id)).size).toBe(24);
      for (const user of users) {
        expect(Object.keys(user).sort()).toEqual([
          'avatarUrl',
          'cover',
          'facebookLink',
          'follower',
          'following',
          'id',
          'instagramLink',
          'linkedinLink',
          'name',
          'position',
          'totalPost',
          'twitterLink',
        ]);
        expect(user.avatarUrl).toMatch(IMAGE);
        expect(user.cover).toMatch(IMAGE);
        expect(user.position).not.toBe('');
        expect(user.follower).toBeGreaterThan(0);
        expect(user.following).toBeGreaterThan(0);
        expect(user.totalPost).toBeGreaterThan(0);
      }
      const presenter = users.find((user) => user.name === brand.presenter.name);
      expect(presenter?.position).toBe(brand.presenter.tagline);
    });

    it('GET /posts answers 3 timeline posts of the caller, newest first', async () => {
      const { status, body } = await get('/api/user/posts');
      expect(status).toBe(200);
      expect(body.posts).toHaveLength(3);
      const me = (await get('/api/account/my-account')).body.user;
      for (const timelinePost of body.posts) {
        expect(timelinePost).toEqual({
          id: expect.any(String),
          author: { id: me.id, avatarUrl: me.photoURL, name: me.displayName },
          isLiked: expect.any(Boolean),
          createdAt: expect.stringMatching(ISO),
          media: expect.any(String),
          message: expect.stringMatching(/\w+ \w+/),
          personLikes: expect.any(Array),
          comments: expect.any(Array),
        });
        if (timelinePost.media) expect(timelinePost.media).toMatch(IMAGE);
        expect(timelinePost.personLikes.length).toBeGreaterThan(0);
        for (const like of timelinePost.personLikes)
          expect(like).toEqual({ name: expect.any(String), avatarUrl: expect.stringMatching(IMAGE) });
        for (const comment of timelinePost.comments) {
          expect(comment).toEqual({
            id: expect.any(String),
            author: {
              id: expect.any(String),
              avatarUrl: expect.stringMatching(IMAGE),
              name: expect.any(String),
            },
            createdAt: expect.stringMatching(ISO),
            message: expect.any(String),
          });
        }
      }
      const dates = body.posts.map((p: { createdAt: string }) => p.createdAt);
      expect(dates).toEqual(byNewest(dates));
    });

    it('GET /social/followers answers 18 followers, 10 of them followed back; friends are the followed accounts', async () => {
      const followers = await get('/api/user/social/followers');
      expect(followers.status).toBe(200);
      const list: Follower[] = followers.body.followers;
      expect(list).toHaveLength(18);
      for (const follower of list) {
        expect(follower).toEqual({
          id: expect.any(String),
          avatarUrl: expect.stringMatching(IMAGE),
          name: expect.any(String),
          country: expect.any(String),
          isFollowed: expect.any(Boolean),
        });
      }
      const followedBack = list.filter((follower) => follower.isFollowed).map((follower) => follower.id);
      expect(followedBack).toHaveLength(10);

      const friends = await get('/api/user/social/friends');
      expect(friends.status).toBe(200);
      expect(friends.body.friends).toHaveLength(12);
      const friendIds = friends.body.friends.map((friend: { id: string }) => friend.id);
      expect(friendIds).toEqual(expect.arrayContaining(followedBack));
      const all: UserListItem[] = (await get('/api/user/all')).body.users;
      for (const friend of friends.body.friends) {
        const account = all.find((user) => user.id === friend.id);
        expect(friend).toEqual({
          id: account!.id,
          avatarUrl: account!.avatarUrl,
          name: account!.name,
          role: account!.position,
        });
      }
    });

    it('GET /social/gallery answers 12 pictures, newest first', async () => {
      const { status, body } = await get('/api/user/social/gallery');
      expect(status).toBe(200);
      expect(body.gallery).toHaveLength(12);
      for (const item of body.gallery) {
        expect(item).toEqual({
          id: expect.any(String),
          title: expect.stringMatching(/\w+ \w+/),
          postAt: expect.stringMatching(ISO),
          imageUrl: expect.stringMatching(/^\/images\/gallery\/\d+\.svg$/),
        });
      }
      expect(new Set(body.gallery.map((item: { title: string }) => item.title)).size).toBe(12);
      const dates = body.gallery.map((item: { postAt: string }) => item.postAt);
      expect(dates).toEqual(byNewest(dates));
    });

    it('GET /account/cards answers 3 masked cards', async () => {
      const { status, body } = await get('/api/user/account/cards');
      expect(status).toBe(200);
      expect(body.cards).toHaveLength(3);
      for (const card of body.cards) {
        expect(card).toEqual({
          id: expect.any(String),
          cardNumber: expect.stringMatching(/^\*{4} \*{4} \*{4} \d{4}$/),
          cardType: expect.stringMatching(/^(master_card|visa)$/),
        });
      }
    });

    it('GET /account/address-book answers 4 addresses, the default one first', async () => {
      const { status, body } = await get('/api/user/account/address-book');
      expect(status).toBe(200);
      expect(body.addressBook).toHaveLength(4);
      for (const { isDefault, ...entry } of body.addressBook) {
        expect(Object.keys(entry).sort()).toEqual([
          'city',
          'country',
          'id',
          'name',
          'phone',
          'state',
          'street',
          'zipCode',
        ]);
        for (const value of Object.values(entry)) expect(value).toMatch(/\S/);
        expect(typeof isDefault).toBe('boolean');
      }
      expect(body.addressBook.map((entry: { isDefault: boolean }) => entry.isDefault)).toEqual([true, false, false, false]);
      expect(body.addressBook[0].name).toBe(brand.presenter.name);
    });

    it('GET /account/invoices answers the orders placed: none are seeded', async () => {
      const { status, body } = await get('/api/user/account/invoices');
      expect(status).toBe(200);
      expect(body).toEqual({ invoices: [] });
    });

    it('GET /account/notifications-settings answers the defaults', async () => {
      const { status, body } = await get('/api/user/account/notifications-settings');
      expect(status).toBe(200);
      expect(body).toEqual({ notifications: defaultNotificationSettings });
    });
  });

  describe('a freshly registered user', () => {
    it('has an empty profile, empty lists and the default settings, and joins the user list', async () => {
      const { token, user } = await server.api.registerUser({ firstName: 'Fresh', lastName: 'Start' });
      const profile = await get('/api/user/profile', token);
      expect(profile.status).toBe(200);
      expect(profile.body).toEqual({
        profile: {
          id: user.id,
          cover: '',
          position: '',
          follower: 0,
          following: 0,
          quote: '',
          country: '',
          email: user.email,
          company: '',
          school: '',
          role: '',
          facebookLink: '',
          instagramLink: '',
          linkedinLink: '',
          twitterLink: '',
        },
      });
      const empty: [string, string][] = [
        ['/api/user/posts', 'posts'],
        ['/api/user/social/followers', 'followers'],
        ['/api/user/social/friends', 'friends'],
        ['/api/user/social/gallery', 'gallery'],
        ['/api/user/account/cards', 'cards'],
        ['/api/user/account/address-book', 'addressBook'],
        ['/api/user/account/invoices', 'invoices'],
      ];
      for (const [path, key] of empty) {
        const response = await get(path, token);
        expect(response.status, path).toBe(200);
        expect(response.body, path).toEqual({ [key]: [] });
      }
      expect((await get('/api/user/account/notifications-settings', token)).body).toEqual({
        notifications: defaultNotificationSettings,
      });
      const all: UserListItem[] = (await get('/api/user/all', token)).body.users;
      expect(all.find((item) => item.id === user.id)).toEqual({
        id: user.id,
        avatarUrl: '',
        cover: '',
        name: 'Fresh Start',
        follower: 0,
        following: 0,
        totalPost: 0,
        position: '',
        facebookLink: '',
        instagramLink: '',
        linkedinLink: '',
        twitterLink: '',
      });
    });
  });

  describe('writes', () => {
    /** What the tests changed; the last test checks that it survives a restart. */
    const persisted: {
      followedBackId?: string;
      following?: number;
      member?: { token: string; settings: NotificationSettings };
    } = {};

    it('toggles following a follower back and moves the following count', async () => {
      const before: Follower[] = (await get('/api/user/social/followers')).body.followers;
      const target = before.find((follower) => !follower.isFollowed)!;
      const profileBefore = (await get('/api/user/profile')).body.profile;
      const friendsBefore = (await get('/api/user/social/friends')).body.friends;

      const on = await post('/api/user/social/followers/toggle', { followerId: target.id });
      expect(on.status).toBe(200);
      expect(on.body).toEqual({ follower: { ...target, isFollowed: true } });
      const after: Follower[] = (await get('/api/user/social/followers')).body.followers;
      expect(after.find((follower) => follower.id === target.id)?.isFollowed).toBe(true);
      expect(after.filter((follower) => follower.isFollowed)).toHaveLength(11);
      const friends = (await get('/api/user/social/friends')).body.friends;
      expect(friends).toHaveLength(friendsBefore.length + 1);
      expect(friends[0]).toMatchObject({ id: target.id, name: target.name });
      expect((await get('/api/user/profile')).body.profile.following).toBe(profileBefore.following + 1);

      const off = await post('/api/user/social/followers/toggle', { followerId: target.id });
      expect(off.status).toBe(200);
      expect(off.body).toEqual({ follower: { ...target, isFollowed: false } });
      expect((await get('/api/user/social/friends')).body.friends).toHaveLength(friendsBefore.length);
      expect((await get('/api/user/profile')).body.profile.following).toBe(profileBefore.following);
      expect((await get('/api/user/social/followers')).body.followers).toEqual(before);

      expect(
        (await post('/api/user/social/followers/toggle', { followerId: target.id })).body.follower.isFollowed,
      ).toBe(true);
      persisted.followedBackId = target.id;
      persisted.following = profileBefore.following + 1;
    });

    it('answers 404 User not found for an unknown id or an account that does not follow the caller', async () => {
      const stranger = await server.api.registerUser();
      const me = (await get('/api/user/profile')).body.profile;
      for (const followerId of ['no-such-user', stranger.user.id, me.id]) {
        const { status, body } = await post('/api/user/social/followers/toggle', { followerId });
        expect(status, followerId).toBe(404);
        expect(body).toEqual({ message: ErrorMessage.userNotFound, code: 'user.not_found' });
      }
    });

    it('validates the toggle body', async () => {
      const missing = await post('/api/user/social/followers/toggle', {});
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('followerId: Follower id is required');
      const malformed = await server.api.raw('POST', '/api/user/social/followers/toggle', '{"followerId":', {
        token: server.adminToken,
      });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual({ message: ErrorMessage.malformedJson, code: 'request.malformed_json' });
    });

    it('saves notification settings per account', async () => {
      const { token } = await server.api.registerUser();
      const first = await post(
        '/api/user/account/notifications-settings/update',
        { notifications: { activityFollows: true, activityComments: false } },
        token,
      );
      expect(first.status).toBe(200);
      const expected = { ...defaultNotificationSettings, activityFollows: true, activityComments: false };
      expect(first.body).toEqual({ notifications: expected });
      const second = await post(
        '/api/user/account/notifications-settings/update',
        { notifications: { applicationBlog: true } },
        token,
      );
      expect(second.body).toEqual({ notifications: { ...expected, applicationBlog: true } });

      const saved = await get('/api/user/account/notifications-settings', token);
      expect(saved.body).toEqual({ notifications: { ...expected, applicationBlog: true } });
      expect((await get('/api/user/account/notifications-settings')).body).toEqual({
        notifications: defaultNotificationSettings,
      });
      persisted.member = { token, settings: { ...expected, applicationBlog: true } };
    });

    it('validates notification settings', async () => {
      const wrongType = await post('/api/user/account/notifications-settings/update', {
        notifications: { activityFollows: 'yes' },
      });
      expect(wrongType.status).toBe(400);
      expect(wrongType.body.message).toBe('notifications.activityFollows: Must be true or false');
      const missing = await post('/api/user/account/notifications-settings/update', {});
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('notifications: Notification settings are required');
    });

    it('keeps the follow toggle and the settings after a restart', async () => {
      const { followedBackId, following, member } = persisted;
      expect(followedBackId && member, 'the tests above ran').toBeTruthy();
      await server.restart();
      const followers: Follower[] = (await get('/api/user/social/followers')).body.followers;
      expect(followers.find((follower) => follower.id === followedBackId)?.isFollowed).toBe(true);
      expect((await get('/api/user/social/friends')).body.friends[0].id).toBe(followedBackId);
      expect((await get('/api/user/profile')).body.profile.following).toBe(following);
      expect((await get('/api/user/account/notifications-settings', member!.token)).body).toEqual({
        notifications: member!.settings,
      });
    });
  });
});
