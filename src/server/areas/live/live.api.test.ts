import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Contact, NewMessageResponse } from '@/contract/chat';
import { ErrorMessage } from '@/contract/errors';
import { LIVE_PATH, type LiveEvent } from '@/contract/live';
import type { Notification } from '@/contract/notifications';
import { describeApi } from '@/server/testing/api-server';
import { eventually, openLiveStream, type LiveTestClient } from '@/server/testing/live-client';

describeApi('live stream API', (server) => {
  let adminId: string;
  const clients: LiveTestClient[] = [];
  /** A stream of `token`'s account, open (closed after the test). */
  const connect = async (token: string, options: { lastEventId?: number } = {}) => {
    const client = openLiveStream(server.baseUrl, token, options);
    clients.push(client);
    await client.opened;
    return client;
  };
  const send = async (token: string, recipientIds: string[], body: string) => {
    const response = await server.api.post('/api/chat/messages/new', { recipientIds, body }, { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as NewMessageResponse;
  };
  const isMessage = (body: string) => (event: LiveEvent) => event.type === 'chat.message' && event.message.body === body;
  const statusOf = async (token: string, userId: string) =>
    ((await server.api.get('/api/chat/contacts', { token })).body.contacts as Contact[]).find((contact) => contact.id === userId)?.status;

  beforeAll(async () => {
    adminId = (await server.api.get('/api/account/my-account', { token: server.adminToken })).body.user.id;
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });

  it('answers 401 without a valid token, and a stream of text/event-stream with one', async () => {
    expect(await server.api.get(LIVE_PATH)).toMatchObject({
      status: 401,
      body: { message: ErrorMessage.tokenMissing, code: 'auth.token_missing' },
    });
    expect(await server.api.get(LIVE_PATH, { token: 'not-a-token' })).toMatchObject({
      status: 401,
      body: { message: ErrorMessage.tokenInvalid },
    });
    const controller = new AbortController();
    const response = await fetch(new URL(LIVE_PATH, server.baseUrl), {
      headers: { authorization: `Bearer ${server.adminToken}` },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    controller.abort();
  });

  it("delivers an event to its account's streams only, the sender's other windows included", async () => {
    const ann = await server.api.registerUser({ firstName: 'Ann', lastName: 'Live' });
    const ben = await server.api.registerUser({ firstName: 'Ben', lastName: 'Live' });
    const cat = await server.api.registerUser({ firstName: 'Cat', lastName: 'Live' });
    const [annStream, benStream, catStream] = await Promise.all([connect(ann.token), connect(ben.token), connect(cat.token)]);

    const sent = await send(cat.token, [ann.user.id], 'For Ann only');
    const atAnn = await annStream.waitFor(isMessage('For Ann only'));
    expect(atAnn.event).toEqual({ type: 'chat.message', conversationId: sent.conversationId, message: sent.message });
    await catStream.waitFor(isMessage('For Ann only'));
    await annStream.waitFor((event) => event.type === 'notifications.changed');

    // A later event of Ben's arrives after anything of his before it: Ann's message was never his.
    await send(cat.token, [ben.user.id], 'For Ben');
    await benStream.waitFor(isMessage('For Ben'));
    expect(benStream.received.map((item) => item.event).filter(isMessage('For Ann only'))).toEqual([]);
    expect(annStream.received.map((item) => item.event).filter(isMessage('For Ben'))).toEqual([]);
    // Ids only grow, and no event comes twice.
    for (const stream of [annStream, benStream, catStream]) {
      const ids = stream.received.map((item) => item.id);
      expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
    }
  });

  it('starts without Last-Event-ID at what happens from now on, and with it replays what came after, exactly once', async () => {
    const reader = await server.api.registerUser({ firstName: 'Rita', lastName: 'Reader' });
    const writer = await server.api.registerUser({ firstName: 'Walt', lastName: 'Writer' });
    const first = await connect(reader.token);
    for (const body of ['one', 'two', 'three']) await send(writer.token, [reader.user.id], body);
    const afterOne = await first.waitFor(isMessage('one'));
    await first.waitFor(isMessage('three'));
    first.close();
    for (const body of ['four', 'five']) await send(writer.token, [reader.user.id], body);

    // Resuming after "one": two to five, each once, in order, then live.
    const resumed = await connect(reader.token, { lastEventId: afterOne.id });
    await resumed.waitFor(isMessage('five'));
    await send(writer.token, [reader.user.id], 'six');
    await resumed.waitFor(isMessage('six'));
    const bodies = resumed.received.flatMap((item) => (item.event.type === 'chat.message' ? [item.event.message.body] : []));
    expect(bodies).toEqual(['two', 'three', 'four', 'five', 'six']);
    const ids = resumed.received.map((item) => item.id);
    expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
    expect(ids[0]).toBeGreaterThan(afterOne.id);

    // A fresh stream (no Last-Event-ID) replays nothing old.
    const fresh = await connect(reader.token);
    await send(writer.token, [reader.user.id], 'seven');
    await fresh.waitFor(isMessage('seven'));
    expect(fresh.received.map((item) => item.event).filter((event) => event.type === 'chat.message')).toHaveLength(1);
    // An id the stream never handed out (a reset database) starts at the newest, too; garbage is no id at all.
    const ahead = await connect(reader.token, { lastEventId: 999_999_999 });
    await send(writer.token, [reader.user.id], 'eight');
    await ahead.waitFor(isMessage('eight'));
  });

  it('shows an account online while it has a stream open, with the status it chose, and tells everyone', async () => {
    const watcher = await connect(server.adminToken);
    const member = await server.api.registerUser({ firstName: 'Pia', lastName: 'Presence' });
    expect(await statusOf(server.adminToken, member.user.id)).toBe('offline');

    const firstWindow = await connect(member.token);
    expect(await statusOf(server.adminToken, member.user.id)).toBe('online');
    await watcher.waitFor((event) => event.type === 'presence' && event.userId === member.user.id && event.status === 'online');

    // A second window is no news; closing one of two leaves the account online.
    const from = watcher.received.length;
    const secondWindow = await connect(member.token);
    secondWindow.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await statusOf(server.adminToken, member.user.id)).toBe('online');

    firstWindow.close();
    await eventually(async () => (await statusOf(server.adminToken, member.user.id)) === 'offline', 5_000, 'offline');
    await watcher.waitFor((event) => event.type === 'presence' && event.userId === member.user.id && event.status === 'offline', { from });
    const presence = watcher.received.slice(from).filter((item) => item.event.type === 'presence' && item.event.userId === member.user.id);
    expect(presence.map((item) => item.event)).toEqual([{ type: 'presence', userId: member.user.id, status: 'offline' }]);
    // The contact's last activity is when it went.
    const contact = ((await server.api.get('/api/chat/contacts', { token: server.adminToken })).body.contacts as Contact[]).find(
      (candidate) => candidate.id === member.user.id,
    )!;
    expect(Date.now() - Date.parse(contact.lastActivity)).toBeLessThan(10_000);

    // Busy while connected, offline when not.
    await server.sql('update users set presence = ? where id = ?', ['busy', member.user.id]);
    expect(await statusOf(server.adminToken, member.user.id)).toBe('offline');
    await connect(member.token);
    expect(await statusOf(server.adminToken, member.user.id)).toBe('busy');
    await watcher.waitFor((event) => event.type === 'presence' && event.userId === member.user.id && event.status === 'busy');
  });

  it('gives the recipients of a chat message a notification and the live events; seen and read go live too', async () => {
    const sender = await server.api.registerUser({ firstName: 'Noor', lastName: 'Sender' });
    const other = await server.api.registerUser({ firstName: 'Otto', lastName: 'Other' });
    const adminStream = await connect(server.adminToken);
    const otherStream = await connect(other.token);
    const senderStream = await connect(sender.token);

    const sent = await send(sender.token, [adminId, other.user.id], 'Sound check at 17:30?');
    for (const stream of [adminStream, otherStream, senderStream]) await stream.waitFor(isMessage('Sound check at 17:30?'));
    await adminStream.waitFor((event) => event.type === 'notifications.changed');
    await otherStream.waitFor((event) => event.type === 'notifications.changed');

    const [latest] = (await server.api.get('/api/notifications/list', { token: server.adminToken })).body.notifications as Notification[];
    expect(latest).toMatchObject({
      type: 'chat_message',
      title: 'Noor Sender sent you a message',
      description: 'Sound check at 17:30?',
      message: { key: 'sentMessage', params: { name: 'Noor Sender' } },
      createdAt: sent.message.createdAt,
      isUnRead: true,
    });
    expect((await server.api.get('/api/notifications/list', { token: other.token })).body.notifications).toHaveLength(1);
    // The sender is told of nothing but their own message.
    expect((await server.api.get('/api/notifications/list', { token: sender.token })).body.notifications).toEqual([]);
    expect(senderStream.received.filter((item) => item.event.type === 'notifications.changed')).toEqual([]);

    // Images say so; a long message is cut.
    await server.api.post(
      '/api/chat/messages/new',
      { conversationId: sent.conversationId, body: '/images/gallery/4.svg', contentType: 'image', attachments: ['/images/gallery/4.svg'] },
      { token: sender.token },
    );
    await send(sender.token, [other.user.id], `${'word '.repeat(60)}end`);
    const [long, image] = (await server.api.get('/api/notifications/list', { token: other.token })).body.notifications as Notification[];
    expect(image).toMatchObject({ title: 'Noor Sender sent you an image', description: '', message: { key: 'sentImage' } });
    expect(Array.from(long!.description)).toHaveLength(140);
    expect(long!.description.endsWith('…')).toBe(true);

    let from = adminStream.received.length;
    await server.api.get('/api/chat/conversation/mark-as-seen', { token: server.adminToken, query: { conversationId: sent.conversationId } });
    expect((await adminStream.waitFor((event) => event.type === 'chat.seen', { from })).event).toEqual({
      type: 'chat.seen',
      conversationId: sent.conversationId,
    });

    from = adminStream.received.length;
    await server.api.post('/api/notifications/mark-read', { notificationId: latest!.id }, { token: server.adminToken });
    await adminStream.waitFor((event) => event.type === 'notifications.changed', { from });
    from = adminStream.received.length;
    await server.api.post('/api/notifications/mark-all-read', undefined, { token: server.adminToken });
    await adminStream.waitFor((event) => event.type === 'notifications.changed', { from });
  });

  it('ends the stream when its session ends, and refuses to open it again', async () => {
    const member = await server.api.registerUser();
    const stream = await connect(member.token);
    expect((await server.api.post('/api/account/logout', undefined, { token: member.token })).status).toBeLessThan(300);
    // The next event for the account finds the session gone: the stream ends, the client's retry is refused.
    await send(server.adminToken, [member.user.id], 'Are you there?');
    await eventually(async () => stream.refusedWith === 401, 8_000, 'the reconnect refused');
    expect(stream.received.map((item) => item.event).filter(isMessage('Are you there?'))).toEqual([]);
  });
});

describe('parsing Last-Event-ID', () => {
  it('takes a non-negative integer only', async () => {
    const { parseLastEventId } = await import('./live-stream');
    expect(parseLastEventId('42')).toBe(42);
    expect(parseLastEventId(' 7 ')).toBe(7);
    for (const text of [undefined, '', '-1', '1.5', 'abc', '1e3', '9'.repeat(20)]) expect(parseLastEventId(text), text).toBeUndefined();
  });
});
