import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brand } from '@/contract/brand';
import { ErrorMessage } from '@/contract/errors';
import { SECRET_FILE_NAME } from '@/server/auth/secret';
import { SQLITE_FILE_NAME } from '@/server/db/open-database';
import { describeApi, useApiServer, type ApiServer } from '@/server/testing/api-server';
import { testEngines } from '@/server/testing/server-process';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(probe: () => T | undefined, what: string, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

const logRecords = (server: ApiServer) =>
  server.output
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** Accounts in the workspace as the admin sees them; undefined while the user area has no /api/user/all. */
async function accountCount(server: ApiServer): Promise<number | undefined> {
  const response = await server.api.get('/api/user/all', { token: await server.api.adminToken() });
  return response.status === 200 ? (response.body.users as unknown[]).length : undefined;
}

/**
 * A register request whose headers are in and whose body is held back, so the server is busy with it;
 * `finish()` sends the rest. Its answer is awaited with `response`.
 */
function heldRegister(server: ApiServer, email: string) {
  const payload = Buffer.from(
    JSON.stringify({ email, password: 'slow-but-sure', firstName: 'Late', lastName: 'Comer' }),
  );
  const request = http.request(new URL('/api/account/register', server.baseUrl), {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': String(payload.length) },
  });
  const response = new Promise<{ status: number; body: { user?: { email: string } } }>((resolve, reject) => {
    request.on('response', (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (text += chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: JSON.parse(text) }));
    });
    request.on('error', reject);
  });
  request.write(payload.subarray(0, 10));
  return { response, finish: () => request.end(payload.subarray(10)) };
}

/** Sends the signal while a register is in flight; the request must still succeed and the process exit 0. */
async function shutDownDuringRequest(server: ApiServer, signal: 'SIGTERM' | 'SIGINT') {
  const email = `in-flight-${signal.toLowerCase()}-${server.engine}@example.com`;
  const held = heldRegister(server, email);
  await sleep(400); // the server has the request's headers by now and counts it as in flight
  const exited = server.stop(signal);
  await waitFor(
    () => logRecords(server).find((record) => record.msg === 'shutting down: finishing in-flight requests'),
    'shutdown to begin',
  );
  held.finish();
  const response = await held.response;
  const code = await exited;
  return { email, response, code, records: logRecords(server) };
}

// No JWT_SECRET on SQLite: the server generates one and keeps it in DATA_DIR, and so does the demo's host.
// PostgreSQL requires one (config.ts).
describe.each(testEngines())('persistence, seeding and shutdown on %s', (engine) => {
  const server = useApiServer(engine, { env: engine !== 'postgres' ? { JWT_SECRET: '' } : {}, signIn: false });
  it('seeds the empty database once, on first start', () => {
    const records = logRecords(server);
    expect(records.filter((record) => record.msg === 'database seeded')).toEqual([
      expect.objectContaining({ outcome: 'seeded' }),
    ]);
    // The demo's database is SQLite (in WebAssembly).
    expect(records.find((record) => record.msg === 'migrations applied')).toMatchObject({
      engine: engine === 'demo' ? 'sqlite' : engine,
    });
  });

  // Only SQLite keeps the data and the secret in files of this server's.
  if (engine === 'sqlite') {
    it('generates the token secret into DATA_DIR, readable by the owner only', () => {
      const file = path.join(server.dataDir, SECRET_FILE_NAME);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.readFileSync(file, 'utf8').trim().length).toBeGreaterThanOrEqual(32);
    });

    it('creates the database and its WAL files readable by the owner only', () => {
      for (const suffix of ['', '-wal', '-shm']) {
        const file = path.basename(`${SQLITE_FILE_NAME}${suffix}`);
        expect({ file, mode: fs.statSync(path.join(server.dataDir, file)).mode & 0o777 }).toEqual({ file, mode: 0o600 });
      }
    });
  }

  it('keeps accounts, their sessions and the secret across a restart, without seeding again', async () => {
    const secretFile = path.join(server.dataDir, SECRET_FILE_NAME);
    const secretBefore = engine !== 'postgres' ? fs.readFileSync(secretFile, 'utf8') : server.env.JWT_SECRET;
    const member = await server.api.registerUser({ email: `survivor-${engine}@example.com` });
    const countBefore = await accountCount(server);
    if (countBefore !== undefined) expect(countBefore).toBe(25); // 24 seeded + this one

    await server.restart();

    expect(engine !== 'postgres' ? fs.readFileSync(secretFile, 'utf8') : server.env.JWT_SECRET).toBe(secretBefore);
    const messages = logRecords(server).map((record) => record.msg);
    expect(messages).not.toContain('database seeded');
    expect(messages).not.toContain('migrations applied');

    const me = await server.api.get('/api/account/my-account', { token: member.token });
    expect(me.status).toBe(200);
    expect(me.body.user).toEqual(member.user);
    const again = await server.api.post('/api/account/login', {
      email: member.user.email,
      password: member.password,
    });
    expect(again.status).toBe(200);
    expect(again.body.user.id).toBe(member.user.id);
    expect((await server.api.post('/api/account/login', brand.demoAccount)).body.user.role).toBe('admin');
    expect(await accountCount(server)).toBe(countBefore);
  });

  it('finishes an in-flight request on SIGTERM, then exits 0', async () => {
    const { email, response, code, records } = await shutDownDuringRequest(server, 'SIGTERM');
    expect(response.status).toBe(200);
    expect(response.body.user?.email).toBe(email);
    expect(code).toBe(0);
    expect(
      records.find((record) => record.msg === 'shutting down: finishing in-flight requests'),
    ).toMatchObject({ signal: 'SIGTERM' });
    expect(records.at(-1)?.msg).toBe('stopped');

    // the account made during shutdown is there on the next start
    await server.restart();
    expect((await server.api.post('/api/account/login', { email, password: 'slow-but-sure' })).status).toBe(
      200,
    );
  });

  it('does the same on SIGINT', async () => {
    const { response, code, records } = await shutDownDuringRequest(server, 'SIGINT');
    expect(response.status).toBe(200);
    expect(code).toBe(0);
    expect(
      records.find((record) => record.msg === 'shutting down: finishing in-flight requests'),
    ).toMatchObject({ signal: 'SIGINT' });
    expect(records.map((record) => record.msg)).toContain('stopped');
  });
});

const owner = { email: 'owner@studio.example', password: 'a-long-owner-passphrase' };
const ownAdmin = { SEED_DEMO: 'false', ADMIN_EMAIL: ' Owner@Studio.example ', ADMIN_PASSWORD: owner.password };

describeApi('first start with SEED_DEMO=false and an admin of its own', { env: ownAdmin, signIn: false }, (server) => {

  it('seeds the admin only', () => {
    expect(logRecords(server).filter((record) => record.msg === 'database seeded')).toEqual([
      expect.objectContaining({ outcome: 'seeded-admin-only' }),
    ]);
  });

  it('lets that admin sign in, and not the demo account', async () => {
    const login = await server.api.post('/api/account/login', owner);
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({
      email: owner.email,
      role: 'admin',
      displayName: brand.presenter.name,
    });
    const me = await server.api.get('/api/account/my-account', { token: login.body.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(login.body.user.id);

    const demo = await server.api.post('/api/account/login', brand.demoAccount);
    expect(demo.status).toBe(400);
    expect(demo.body).toEqual({ message: ErrorMessage.noUserForEmail, code: 'auth.no_user_for_email' });
    const wrong = await server.api.post('/api/account/login', {
      email: owner.email,
      password: brand.demoAccount.password,
    });
    expect(wrong.body).toEqual({ message: ErrorMessage.wrongPassword, code: 'auth.wrong_password' });
  });

  it('has no demo data: one account and empty shared lists', async () => {
    const { body } = await server.api.post('/api/account/login', owner);
    const token: string = body.accessToken;
    const lists: [string, string, Record<string, string>?][] = [
      ['/api/user/all', 'users'],
      ['/api/products', 'products'],
      ['/api/blog/posts/all', 'posts'],
      ['/api/calendar/events', 'events'],
      ['/api/chat/conversations', 'conversations'],
      ['/api/mail/mails', 'mails', { systemLabel: 'all' }],
    ];
    for (const [listPath, key, query] of lists) {
      const response = await server.api.get(listPath, { token, query });
      if (response.status === 404) continue; // that area is not there yet
      expect(response.status, listPath).toBe(200);
      expect(response.body[key], listPath).toHaveLength(key === 'users' ? 1 : 0);
    }
  });
});
