import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BlogPost } from '@/contract/blog';
import type { CalendarEvent } from '@/contract/calendar';
import { chatMessageSchema, type Conversation } from '@/contract/chat';
import { ErrorMessage } from '@/contract/errors';
import type { KanbanBoard } from '@/contract/kanban';
import type { Product } from '@/contract/products';
import { toSlug } from '@/contract/slug';
import { UserErrors } from '@/contract/user';
import { USER_BULK_DELETE_MAX, UserListErrors } from '@/contract/user-list-query';
import { pngImage } from '@/server/areas/uploads/test-images';
import type { ApiClient } from '@/server/testing/api-client';
import { describeApi } from '@/server/testing/api-server';

type Member = Awaited<ReturnType<ApiClient['registerUser']>>;

/**
 * Every row that belongs to an account, by table and column: each table of the migrations with a foreign key to
 * users that cascades, and the reviewer records, which have none. After the delete, none may be left.
 */
const privateRows: [table: string, column: string][] = [
  ['users', 'id'],
  ['sessions', 'user_id'],
  ['password_reset_codes', 'user_id'],
  ['password_tokens', 'user_id'],
  ['user_profiles', 'user_id'],
  ['user_follows', 'follower_id'],
  ['user_follows', 'followee_id'],
  ['user_gallery', 'user_id'],
  ['user_cards', 'user_id'],
  ['user_addresses', 'user_id'],
  ['user_posts', 'user_id'],
  ['user_post_likes', 'user_id'],
  ['user_notification_settings', 'user_id'],
  ['mails', 'user_id'],
  ['notifications', 'user_id'],
  ['orders', 'user_id'],
  ['conversation_participants', 'user_id'],
  ['product_reviewers', 'user_id'],
  // Uploads stay (they may still show somewhere), without their owner.
  ['uploads', 'owner_id'],
];

describeApi('user management API: deleting accounts', (server) => {
  let adminId: string;
  beforeAll(async () => {
    adminId = (await server.api.get('/api/account/my-account', { token: server.adminToken })).body.user.id;
  });

  const deleteMany = (body: unknown, token = server.adminToken) =>
    server.api.post('/api/user/manage-users/delete-many', body, { token });
  const post = async (path: string, body: unknown, token: string) => {
    const response = await server.api.post(path, body, { token });
    expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBe(200);
    return response.body;
  };
  const rowsOf = async (userId: string) => {
    const counts: Record<string, number> = {};
    for (const [table, column] of privateRows) {
      const [row] = await server.sql<{ n: number }>(`select count(*) as n from ${table} where ${column} = ?`, [userId]);
      counts[`${table}.${column}`] = Number(row!.n);
    }
    return counts;
  };
  const sqlCount = async (query: string, params: unknown[]) =>
    Number((await server.sql<{ n: number }>(query, params))[0]!.n);
  const exists = async (userId: string) => (await sqlCount('select count(*) as n from users where id = ?', [userId])) === 1;

  /** Rows in the private tables that have no call to fill them yet (or no call for another account). */
  async function addPrivateRows(userId: string) {
    const now = new Date().toISOString();
    const postId = randomUUID();
    const inserts: [string, unknown[]][] = [
      ['insert into password_tokens (token_hash, user_id, expires_at, created_at) values (?, ?, ?, ?)', [randomUUID(), userId, now, now]],
      ['insert into user_profiles (user_id, quote) values (?, ?)', [userId, 'On air']],
      ['insert into user_follows (follower_id, followee_id, created_at) values (?, ?, ?)', [userId, adminId, now]],
      ['insert into user_follows (follower_id, followee_id, created_at) values (?, ?, ?)', [adminId, userId, now]],
      ['insert into user_gallery (id, user_id, title, image_url, post_at) values (?, ?, ?, ?, ?)', [randomUUID(), userId, 'Stage', '/images/gallery/1.svg', now]],
      ['insert into user_cards (id, user_id, last4, card_type, created_at) values (?, ?, ?, ?, ?)', [randomUUID(), userId, '4242', 'visa', now]],
      ['insert into user_addresses (id, user_id, name, created_at) values (?, ?, ?, ?)', [randomUUID(), userId, 'Home', now]],
      ['insert into user_posts (id, user_id, message, created_at) values (?, ?, ?, ?)', [postId, userId, 'Hello', now]],
      ['insert into user_post_likes (post_id, user_id, created_at) values (?, ?, ?)', [postId, userId, now]],
      ['insert into notifications (id, user_id, title, type, created_at) values (?, ?, ?, ?, ?)', [randomUUID(), userId, 'Hi', 'mail', now]],
    ];
    for (const [query, params] of inserts) await server.sql(query, params);
  }

  const anyProduct = async (): Promise<Product> => {
    const { products } = (await server.api.get('/api/products', { token: server.adminToken })).body as {
      products: Product[];
    };
    return products.find((product) => product.available > 5 && product.sizes.length > 0 && product.colors.length > 0)!;
  };

  it('removes accounts with all their private data at once; the shared content they wrote stays with their names', async () => {
    const writer = await server.api.registerUser({ firstName: 'Gone', lastName: 'Writer' });
    const partner = await server.api.registerUser({ firstName: 'Gone', lastName: 'Partner' });
    const members: Member[] = [writer, partner];
    const [writerId, partnerId] = [writer.user.id, partner.user.id];

    // Private data: through the calls that make it where there are some, else straight into the tables.
    for (const member of members) {
      await post('/api/account/reset-password', { email: member.user.email }, member.token);
      await post(
        '/api/user/account/notifications-settings/update',
        { notifications: { applicationBlog: true } },
        member.token,
      );
      await addPrivateRows(member.user.id);
    }
    const product = await anyProduct();
    await post(
      '/api/orders/new',
      {
        lines: [{ productId: product.id, quantity: 1, size: product.sizes[0], color: product.colors[0] }],
        billing: { address: { name: 'Gone Writer', country: 'Ireland', city: 'Cork', street: '2 Quay Lane' } },
        delivery: 'standard',
      },
      writer.token,
    );
    const image = await server.api.raw('POST', '/api/uploads/images/new', await pngImage(), {
      token: writer.token,
      headers: { 'content-type': 'image/png' },
    });
    expect(image.status).toBe(200);
    const imageUrl: string = image.body.image.url;
    // Chat: with the admin (who stays), and between the two (both go). The writer has a photo to keep.
    await server.sql('update users set photo_url = ? where id = ?', [imageUrl, writerId]);
    const writerAvatar = imageUrl;
    const withAdmin = await post('/api/chat/messages/new', { recipientIds: [adminId], body: 'From the writer' }, writer.token);
    expect(withAdmin.message).toMatchObject({ senderId: writerId, sender: { name: 'Gone Writer', avatar: writerAvatar } });
    await post('/api/chat/messages/new', { conversationId: withAdmin.conversationId, body: 'From the admin' }, server.adminToken);
    const between = await post('/api/chat/messages/new', { recipientIds: [partnerId], body: 'Just us' }, writer.token);

    // Shared content.
    const review = 'Held up through a whole tour.';
    await post('/api/products/reviews/new', { productId: product.id, rating: 5, comment: review }, writer.token);
    const title = `Notes From A Deleted Writer ${Date.now()}`;
    const blogPost = { title, description: 'By an account deleted later.', content: '<p>Still here.</p>', cover: imageUrl };
    const blog: BlogPost = (await post('/api/blog/posts/new', blogPost, writer.token)).post;
    expect(blog.authorId).toBe(writerId);
    await post(
      '/api/blog/comments/new',
      { postId: blog.id, message: 'A comment that stays', name: 'Gone Writer', email: writer.user.email },
      writer.token,
    );
    const event: CalendarEvent = (
      await post(
        '/api/calendar/events/new',
        { title: 'Rehearsal of a deleted writer', start: '2031-03-01T09:00:00.000Z', end: '2031-03-01T10:00:00.000Z' },
        writer.token,
      )
    ).event;
    const board: KanbanBoard = (await server.api.get('/api/kanban/board', { token: writer.token })).body.board;
    const card = (await post('/api/kanban/cards/new', { columnId: board.columns[0]!.id, name: 'Card of a deleted writer' }, writer.token)).card;
    await post('/api/kanban/comments/new', { cardId: card.id, message: 'Comment of a deleted writer' }, writer.token);

    const before = await rowsOf(writerId);
    const empty = Object.entries(before).filter(([, n]) => n === 0);
    expect(empty, 'every private table holds a row of the writer').toEqual([]);
    expect((await rowsOf(partnerId))['users.id']).toBe(1);

    const { status, body } = await deleteMany({ userIds: [writerId, partnerId] });
    expect(status).toBe(200);
    expect(body).toEqual({ userIds: [writerId, partnerId] });

    for (const userId of [writerId, partnerId]) {
      const after = await rowsOf(userId);
      expect(Object.entries(after).filter(([, n]) => n !== 0), userId).toEqual([]);
    }
    // The writer's order went with its lines; the upload stays, without an owner.
    expect(await sqlCount('select count(*) as n from order_lines where order_id not in (select id from orders)', [])).toBe(0);
    const uploadName = imageUrl.slice('/uploads/'.length);
    expect(await server.sql('select owner_id from uploads where name = ?', [uploadName])).toEqual([{ owner_id: null }]);

    // Their tokens and sign-in are gone.
    for (const member of members) {
      const me = await server.api.get('/api/account/my-account', { token: member.token });
      expect(me.status).toBe(401);
      expect(me.body).toEqual({ message: ErrorMessage.tokenInvalid, code: 'auth.token_invalid' });
      const signIn = await server.api.post('/api/account/login', { email: member.user.email, password: member.password });
      expect(signIn.body.code).toBe('auth.no_user_for_email');
    }

    // Chat: the conversation of the two is gone with its messages; the admin keeps theirs, the writer's message in
    // it too, under the name and avatar it was sent with; the writer's membership is gone.
    expect(await sqlCount('select count(*) as n from conversations where id = ?', [between.conversationId])).toBe(0);
    expect(await sqlCount('select count(*) as n from chat_messages where conversation_id = ?', [between.conversationId])).toBe(0);
    const conversations: Conversation[] = (await server.api.get('/api/chat/conversations', { token: server.adminToken }))
      .body.conversations;
    const kept = conversations.find((conversation) => conversation.id === withAdmin.conversationId)!;
    expect(kept.participants.map((participant) => participant.id)).toEqual([adminId]);
    expect(kept.messages).toEqual([
      { ...withAdmin.message, senderId: null, sender: { name: 'Gone Writer', avatar: writerAvatar } },
      expect.objectContaining({ body: 'From the admin', senderId: adminId }),
    ]);
    expect(chatMessageSchema.safeParse(kept.messages[0]).success).toBe(true);
    expect(await server.sql('select sender_id, sender_name from chat_messages where id = ?', [withAdmin.message.id])).toEqual([
      { sender_id: null, sender_name: 'Gone Writer' },
    ]);

    // The shared content stays, under the writer's name.
    const readPost = await server.api.get('/api/blog/post', { token: server.adminToken, query: { title: toSlug(title) } });
    expect(readPost.status).toBe(200);
    expect(readPost.body.post).toMatchObject({ id: blog.id, authorId: null, author: { name: 'Gone Writer' } });
    expect(readPost.body.post.comments).toEqual([
      expect.objectContaining({ name: 'Gone Writer', message: 'A comment that stays' }),
    ]);
    expect(await server.sql('select user_id from blog_comments where post_id = ?', [blog.id])).toEqual([{ user_id: null }]);

    const events: CalendarEvent[] = (await server.api.get('/api/calendar/events', { token: server.adminToken })).body.events;
    expect(events.find((item) => item.id === event.id)).toMatchObject({ title: event.title, createdBy: null });

    const boardAfter: KanbanBoard = (await server.api.get('/api/kanban/board', { token: server.adminToken })).body.board;
    const cardAfter = boardAfter.columns.flatMap((column) => column.cards).find((item) => item.id === card.id);
    expect(cardAfter).toMatchObject({ name: 'Card of a deleted writer', createdBy: null });
    expect(cardAfter!.comments).toEqual([expect.objectContaining({ name: 'Gone Writer', message: 'Comment of a deleted writer' })]);

    const reviewed: Product = (await server.api.get('/api/products/product', { token: server.adminToken, query: { name: toSlug(product.name) } }))
      .body.product;
    expect(reviewed.reviews).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Gone Writer', comment: review })]));
  });

  it('removes all or none: an unknown id is 404 and the own account 400, and nobody is removed', async () => {
    const member = await server.api.registerUser();
    const unknown = await deleteMany({ userIds: [member.user.id, 'no-such-user'] });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: ErrorMessage.userNotFound, code: 'user.not_found' });
    expect(await exists(member.user.id)).toBe(true);

    const withSelf = await deleteMany({ userIds: [member.user.id, adminId] });
    expect(withSelf.status).toBe(400);
    expect(withSelf.body).toEqual(UserErrors.cannotDeleteSelf);
    expect(await exists(member.user.id)).toBe(true);
    expect(await exists(adminId)).toBe(true);
    expect((await server.api.get('/api/account/my-account', { token: member.token })).status).toBe(200);

    // The same id twice is one.
    const twice = await deleteMany({ userIds: [member.user.id, member.user.id] });
    expect(twice.status).toBe(200);
    expect(twice.body).toEqual({ userIds: [member.user.id] });
    expect(await exists(member.user.id)).toBe(false);
  });

  it('names a missing, empty or too long list of ids', async () => {
    const V = UserListErrors;
    const tooMany = Array.from({ length: USER_BULK_DELETE_MAX + 1 }, (_, i) => `id-${i}`);
    const cases: [unknown, string, { code: string; message: string }][] = [
      [{}, 'userIds', V.userIdsRequired],
      [{ userIds: [] }, 'userIds', V.userIdsRequired],
      [{ userIds: 'someone' }, 'userIds', V.userIdsRequired],
      [{ userIds: [''] }, 'userIds.0', V.userIdsRequired],
      [{ userIds: [42] }, 'userIds.0', V.userIdsRequired],
      [{ userIds: tooMany }, 'userIds', V.tooManyUserIds],
    ];
    for (const [body, path, error] of cases) {
      const response = await deleteMany(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body, JSON.stringify(body)).toMatchObject({ message: `${path}: ${error.message}`, code: error.code });
    }
  });

  it('answers 401 without a token and 403 Permission denied to a member, and removes nobody', async () => {
    const member = await server.api.registerUser();
    const other = await server.api.registerUser();
    const anonymous = await server.api.post('/api/user/manage-users/delete-many', { userIds: [other.user.id] });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: ErrorMessage.tokenMissing, code: 'auth.token_missing' });
    for (const userIds of [[other.user.id], [member.user.id], [adminId]]) {
      const denied = await deleteMany({ userIds }, member.token);
      expect(denied.status).toBe(403);
      expect(denied.body).toEqual({ message: ErrorMessage.permissionDenied, code: 'auth.permission_denied' });
    }
    for (const id of [member.user.id, other.user.id, adminId]) expect(await exists(id)).toBe(true);
  });

  describe('the last admin', () => {
    it('stays: the only admin cannot delete their own account, alone or among others', async () => {
      const admins = () => sqlCount(`select count(*) as n from users where role = 'admin'`, []);
      expect(await admins()).toBe(1);
      const member = await server.api.registerUser();
      for (const [path, body] of [
        ['/api/user/manage-users/delete', { userId: adminId }],
        ['/api/user/manage-users/delete-many', { userIds: [adminId] }],
        ['/api/user/manage-users/delete-many', { userIds: [member.user.id, adminId] }],
      ] as const) {
        const response = await server.api.post(path, body, { token: server.adminToken });
        expect(response.status, path).toBe(400);
        expect(response.body).toEqual(UserErrors.cannotDeleteSelf);
      }
      expect(await admins()).toBe(1);
      expect(await exists(member.user.id)).toBe(true);
    });
  });
});
