import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contact } from '@/contract/chat';
import type { LiveEvent } from '@/contract/live';
import { LIVE_LISTENER_APPLICATION } from '@/server/live/postgres-hub';
import { openLiveStream, type LiveTestClient } from '@/server/testing/live-client';
import { startServer, testDatabaseUrl, testEngines, type TestServer } from '@/server/testing/server-process';

/**
 * Two server processes on one PostgreSQL database deliver live to each other's clients (LISTEN/NOTIFY), and a
 * client that reconnects gets what it missed exactly once.
 */
describe.skipIf(!testEngines().includes('postgres'))('live events across two server processes on PostgreSQL', () => {
  let serverA: TestServer;
  let serverB: TestServer;
  let databaseUrl: string;
  let adminToken: string;
  let adminId: string;
  let member: { token: string; user: { id: string } };
  const clients: LiveTestClient[] = [];

  const connect = async (server: TestServer, token: string, lastEventId?: number) => {
    const client = openLiveStream(server.baseUrl, token, { lastEventId });
    clients.push(client);
    await client.opened;
    return client;
  };
  const sendThrough = async (server: TestServer, body: string) => {
    const response = await server.api.post('/api/chat/messages/new', { recipientIds: [adminId], body }, { token: member.token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  };
  const isMessage = (body: string) => (event: LiveEvent) => event.type === 'chat.message' && event.message.body === body;
  const messageBodies = (client: LiveTestClient) =>
    client.received.flatMap((item) => (item.event.type === 'chat.message' ? [item.event.message.body] : []));

  beforeAll(async () => {
    databaseUrl = (await testDatabaseUrl('postgres'))!;
    // One database, one token secret: a token of either process works on the other, as behind a load balancer.
    const env = { DATABASE_URL: databaseUrl, JWT_SECRET: randomBytes(32).toString('base64url') };
    serverA = await startServer('postgres', env);
    serverB = await startServer('postgres', env);
    adminToken = await serverA.api.adminToken();
    adminId = (await serverA.api.get('/api/account/my-account', { token: adminToken })).body.user.id;
    member = await serverB.api.registerUser({ firstName: 'Bea', lastName: 'Across' });
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await Promise.all([serverA?.stop(), serverB?.stop()]);
  });

  it('delivers a message sent through process B to a client of process A within a second', async () => {
    const atA = await connect(serverA, adminToken);
    const started = Date.now();
    await sendThrough(serverB, 'Across the processes');
    await atA.waitFor(isMessage('Across the processes'), { timeoutMs: 1_000 });
    expect(Date.now() - started).toBeLessThan(1_000);
    await atA.waitFor((event) => event.type === 'notifications.changed', { timeoutMs: 1_000 });
  });

  it('shows presence of a stream on one process to the contacts of the other', async () => {
    const watcher = await connect(serverA, adminToken);
    const statusAtA = async () =>
      ((await serverA.api.get('/api/chat/contacts', { token: adminToken })).body.contacts as Contact[]).find(
        (contact) => contact.id === member.user.id,
      )?.status;
    const memberStream = await connect(serverB, member.token);
    expect(await statusAtA()).toBe('online');
    await watcher.waitFor((event) => event.type === 'presence' && event.userId === member.user.id && event.status === 'online');
    memberStream.close();
    await watcher.waitFor((event) => event.type === 'presence' && event.userId === member.user.id && event.status === 'offline');
    expect(await statusAtA()).toBe('offline');
  });

  it('gives a client that reconnects with its last id what it missed, exactly once, then goes on live', async () => {
    const first = await connect(serverA, adminToken);
    await sendThrough(serverB, 'before the drop');
    const last = await first.waitFor(isMessage('before the drop'));
    first.close();
    for (const body of ['missed 1', 'missed 2', 'missed 3']) await sendThrough(serverB, body);

    // Back on the other process this time: the events are the database's, not a process's.
    const again = await connect(serverB, adminToken, last.id);
    await again.waitFor(isMessage('missed 3'));
    await sendThrough(serverA, 'after the reconnect');
    await again.waitFor(isMessage('after the reconnect'), { timeoutMs: 1_000 });
    expect(messageBodies(again)).toEqual(['missed 1', 'missed 2', 'missed 3', 'after the reconnect']);
    const ids = again.received.map((item) => item.id);
    expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
    expect(ids[0]).toBeGreaterThan(last.id);
  });

  it('keeps delivering after the listening connection to PostgreSQL drops', async () => {
    const atA = await connect(serverA, adminToken);
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query(
        'select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = $1 and datname = current_database()',
        [LIVE_LISTENER_APPLICATION],
      );
      expect(rows.length).toBe(2);
    } finally {
      await admin.end();
    }
    // Sent while A may not listen yet: A reads it when it listens again.
    await sendThrough(serverB, 'while reconnecting');
    await atA.waitFor(isMessage('while reconnecting'), { timeoutMs: 5_000 });
    await sendThrough(serverB, 'after reconnecting');
    await atA.waitFor(isMessage('after reconnecting'), { timeoutMs: 5_000 });
    expect(messageBodies(atA)).toEqual(['while reconnecting', 'after reconnecting']);
  });
});
