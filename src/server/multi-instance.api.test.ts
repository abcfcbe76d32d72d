import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountErrors, SignInThrottle } from '@/contract/account-messages';
import type { CalendarEvent } from '@/contract/calendar';
import { rasterImagePath } from '@/contract/images';
import type { KanbanBoard } from '@/contract/kanban';
import type { Conversation } from '@/contract/chat';
import { startS3Server, type TestS3Server } from '@/server/testing/s3-server';
import { startServer, testDatabaseUrl, testEngines, type TestServer } from '@/server/testing/server-process';
import { pngImage } from '@/server/areas/uploads/test-images';

/**
 * Two server processes on one PostgreSQL database and one S3 bucket (s3rver on loopback), each with a data directory
 * of its own, started at the same moment on the empty database, behave as one server behind a load balancer:
 * whatever is written through one is read through the other on the very next request, and limits count across both.
 */
describe.skipIf(!testEngines().includes('postgres'))('two server instances on one PostgreSQL database', () => {
  let serverA: TestServer;
  let serverB: TestServer;
  let s3: TestS3Server;
  let adminToken: string;
  let adminId: string;
  const lines = (message: string) =>
    [...serverA.output, ...serverB.output].filter((line) => line.includes(`"msg":"${message}"`));

  beforeAll(async () => {
    s3 = await startS3Server();
    const env = {
      DATABASE_URL: (await testDatabaseUrl('postgres'))!,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      ...s3.env,
    };
    [serverA, serverB] = await Promise.all([startServer('postgres', env), startServer('postgres', env)]);
    adminToken = await serverA.api.adminToken();
    adminId = (await serverB.api.get('/api/account/my-account', { token: adminToken })).body.user.id;
  });
  afterAll(async () => {
    await Promise.all([serverA?.stop(), serverB?.stop()]);
    await s3?.stop();
  });

  it('started at the same moment on the empty database, they migrate it once and seed it once', async () => {
    expect(lines('migrations applied')).toHaveLength(1);
    expect(lines('database seeded')).toHaveLength(1);
    expect(lines('database seeded')[0]).toContain('"outcome":"seeded"');
    for (const server of [serverA, serverB]) expect((await server.api.get('/api/health')).status).toBe(200);
  });

  it('an image uploaded through A is served by B, as are the encoded variants A made', async () => {
    const upload = await serverA.api.raw('POST', '/api/uploads/images/new', await pngImage(), {
      token: adminToken,
      headers: { 'content-type': 'image/png' },
    });
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    const { url } = (upload.body as { image: { url: string } }).image;
    const [fromA, fromB] = await Promise.all([fetch(`${serverA.baseUrl}${url}`), fetch(`${serverB.baseUrl}${url}`)]);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe(fromA.headers.get('content-type'));
    expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));

    const variant = rasterImagePath('cover', 7, 600, 'webp');
    const encodedByA = await fetch(`${serverA.baseUrl}${variant}`);
    expect(encodedByA.status).toBe(200);
    const servedByB = await fetch(`${serverB.baseUrl}${variant}`);
    expect(servedByB.status).toBe(200);
    expect(servedByB.headers.get('etag')).toBe(encodedByA.headers.get('etag'));
    expect(Buffer.from(await servedByB.arrayBuffer())).toEqual(Buffer.from(await encodedByA.arrayBuffer()));
  });

  it(`${SignInThrottle.maxFailures + 1} wrong sign-ins alternating between A and B: the last gets the 429`, async () => {
    const member = await serverA.api.registerUser({ firstName: 'Tara', lastName: 'Guess' });
    const tryWrong = (server: TestServer) =>
      server.api.post('/api/account/login', { email: member.user.email, password: 'not-the-password' });
    for (let n = 0; n < SignInThrottle.maxFailures; n += 1) {
      const answer = await tryWrong(n % 2 === 0 ? serverA : serverB);
      expect(answer.status, `try ${n + 1}`).toBe(400);
    }
    const limited = await tryWrong(SignInThrottle.maxFailures % 2 === 0 ? serverA : serverB);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: AccountErrors.tooManySignIns.message, code: AccountErrors.tooManySignIns.code });
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    // Now even the right password is held back, through the other instance too.
    const rightAtB = await serverB.api.post('/api/account/login', { email: member.user.email, password: member.password });
    expect(rightAtB.status).toBe(429);
  });

  it('a calendar event written through A is read through B, and its change through B is read through A', async () => {
    const created = await serverA.api.post<{ event: CalendarEvent }>(
      '/api/calendar/events/new',
      { title: 'Across instances', start: '2032-03-01T10:00:00Z', end: '2032-03-01T11:00:00Z' },
      { token: adminToken },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const listedAtB = await serverB.api.get<{ events: CalendarEvent[] }>('/api/calendar/events', { token: adminToken });
    expect(listedAtB.body.events.find((event) => event.id === created.body.event.id)?.title).toBe('Across instances');

    const updated = await serverB.api.post(
      '/api/calendar/events/update',
      { eventId: created.body.event.id, updateEvent: { title: 'Renamed through B' } },
      { token: adminToken },
    );
    expect(updated.status).toBe(200);
    const listedAtA = await serverA.api.get<{ events: CalendarEvent[] }>('/api/calendar/events', { token: adminToken });
    expect(listedAtA.body.events.find((event) => event.id === created.body.event.id)?.title).toBe('Renamed through B');
  });

  it('a kanban card moved through A is in its new column when B is asked next', async () => {
    const board = (await serverA.api.get<{ board: KanbanBoard }>('/api/kanban/board', { token: adminToken })).body.board;
    const [from, to] = board.columns;
    const cardId = from!.cards[0]!.id;
    const moved = await serverA.api.post('/api/kanban/cards/move', { cardId, columnId: to!.id, index: 0 }, { token: adminToken });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const atB = (await serverB.api.get<{ board: KanbanBoard }>('/api/kanban/board', { token: adminToken })).body.board;
    const idsIn = (id: string) => atB.columns.find((column) => column.id === id)!.cards.map((card) => card.id);
    expect(idsIn(to!.id)[0]).toBe(cardId);
    expect(idsIn(from!.id)).not.toContain(cardId);
  });

  it('a chat message sent through A is in the conversation B answers next', async () => {
    const member = await serverB.api.registerUser({ firstName: 'Ines', lastName: 'Twice' });
    const sent = await serverA.api.post('/api/chat/messages/new', { recipientIds: [adminId], body: 'Sent through A' }, { token: member.token });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const { conversations } = (await serverB.api.get<{ conversations: Conversation[] }>('/api/chat/conversations', { token: adminToken })).body;
    const withMember = conversations.find((conversation) => conversation.participants.some((person) => person.id === member.user.id));
    expect(withMember?.messages.at(-1)?.body).toBe('Sent through A');
  });

  it('a session signed out through A is refused by B', async () => {
    const member = await serverA.api.registerUser({ firstName: 'Otto', lastName: 'Signout' });
    expect((await serverB.api.get('/api/account/my-account', { token: member.token })).status).toBe(200);
    expect((await serverA.api.post('/api/account/logout', undefined, { token: member.token })).status).toBe(200);
    expect((await serverB.api.get('/api/account/my-account', { token: member.token })).status).toBe(401);
  });

  it('SIGKILL of A in the middle of a burst of writes loses no acknowledged write, and B keeps answering', async () => {
    const acknowledged: string[] = [];
    let inFlightAtKill = 0;
    let inFlight = 0;
    let killed = false;
    // Four clients write one event after another until A is gone; a write cut off by the kill was never
    // acknowledged, so no client may count on it.
    const lane = async (lane: number) => {
      for (let n = 0; !killed; n += 1) {
        inFlight += 1;
        try {
          const answer = await serverA.api.post<{ event: CalendarEvent }>(
            '/api/calendar/events/new',
            { title: `Burst ${lane}.${n}`, start: '2032-04-01T10:00:00Z', end: '2032-04-01T11:00:00Z' },
            { token: adminToken },
          );
          if (answer.status === 200) acknowledged.push(answer.body.event.id);
        } catch {
          return;
        } finally {
          inFlight -= 1;
        }
      }
    };
    const lanes = [0, 1, 2, 3].map(lane);
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 2));
    inFlightAtKill = inFlight;
    await serverA.kill();
    killed = true;
    await Promise.all(lanes);
    expect(inFlightAtKill).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);

    const health = await serverB.api.get('/api/health');
    expect(health.status).toBe(200);
    const { events } = (await serverB.api.get<{ events: CalendarEvent[] }>('/api/calendar/events', { token: adminToken })).body;
    const stored = new Set(events.map((event) => event.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    // B still takes writes.
    const after = await serverB.api.post('/api/calendar/events/new', { title: 'After the kill', start: '2032-04-02T10:00:00Z', end: '2032-04-02T11:00:00Z' }, { token: adminToken });
    expect(after.status).toBe(200);
  });
});
