import path from 'node:path';
import { SQLite } from '@/server/db/sqlite-driver';
import { expect, it } from 'vitest';
import type { CalendarEvent } from '@/contract/calendar';
import { SQLITE_FILE_NAME } from '@/server/db/open-database';
import { describeApi, type ApiServer } from '@/server/testing/api-server';

const SEEDED_EVENTS = 9;
const BURST = 500;
/** SIGKILL the server once this many responses have arrived... */
const KILL_AFTER_RESPONSES = 150;
/** ...or after this long, whichever comes first, so the test stays bounded. */
const KILL_DEADLINE_MS = 45_000;

interface BurstOutcome {
  /** Titles of the events whose create was answered 2xx before the kill. */
  answered: string[];
  /** Requests cut off by the kill (connection reset or refused): expected. */
  cutOff: number;
  /** Any other answer: must not happen. */
  unexpected: { title: string; status: number }[];
}

/** Fires the whole burst at once and kills the server midway through it. */
async function burstThenKill(server: ApiServer, token: string): Promise<BurstOutcome> {
  const outcome: BurstOutcome = { answered: [], cutOff: 0, unexpected: [] };
  let responses = 0;
  let killing: Promise<void> | undefined;
  const killOnce = () => {
    killing ??= server.kill();
  };
  const deadline = setTimeout(killOnce, KILL_DEADLINE_MS);
  const start = Date.UTC(2032, 0, 1, 9);

  const createOne = async (n: number) => {
    const title = `Burst ${server.engine} ${n}`;
    try {
      const response = await fetch(`${server.baseUrl}/api/calendar/events/new`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ title, start: start + n * 60_000, end: start + (n + 30) * 60_000 }),
      });
      // The status line comes only after the handler returned, i.e. after the insert committed.
      if (response.ok) outcome.answered.push(title);
      else outcome.unexpected.push({ title, status: response.status });
      responses += 1;
      if (responses >= KILL_AFTER_RESPONSES) killOnce();
      await response.arrayBuffer().catch(() => undefined);
    } catch {
      outcome.cutOff += 1;
    }
  };

  await Promise.all(Array.from({ length: BURST }, (_, n) => createOne(n)));
  clearTimeout(deadline);
  killOnce();
  await killing;
  return outcome;
}

// The server's promise that an answered write survives a SIGKILL: the demo writes its snapshot after the answer
// (the browser keeps the worker alive until then), so a killed host may lose the last answers.
describeApi('calendar durability', { signIn: false, targets: 'server' }, (server, engine) => {
  it(
    'keeps every answered create after a SIGKILL in the middle of 500 concurrent creates',
    { timeout: 120_000 },
    async () => {
      const token = await server.api.adminToken();
      const { answered, cutOff, unexpected } = await burstThenKill(server, token);

      expect(unexpected).toEqual([]);
      // Killed midway: some creates were answered, the rest were cut off.
      expect(answered.length).toBeGreaterThan(0);
      expect(cutOff).toBeGreaterThan(0);
      expect(answered.length + cutOff).toBe(BURST);

      await server.restart();
      const health = await server.api.get('/api/health');
      expect(health.status).toBe(200);
      expect(health.body).toMatchObject({ status: 'ok', database: 'ok' });

      const { status, body } = await server.api.get<{ events: CalendarEvent[] }>('/api/calendar/events', {
        token,
      });
      expect(status).toBe(200);
      const titles = body.events.map((event) => event.title);
      const missing = answered.filter((title) => !titles.includes(title));
      expect(missing).toEqual([]);
      const burstTitles = titles.filter((title) => title.startsWith(`Burst ${engine} `));
      expect(new Set(burstTitles).size).toBe(burstTitles.length);
      expect(body.events.length).toBeGreaterThanOrEqual(SEEDED_EVENTS + answered.length);
      expect(body.events.length).toBeLessThanOrEqual(SEEDED_EVENTS + BURST);

      // The restarted server still writes.
      const after = await server.api.post(
        '/api/calendar/events/new',
        { title: 'After the crash', start: '2032-02-01T10:00:00Z', end: '2032-02-01T11:00:00Z' },
        { token },
      );
      expect(after.status).toBe(200);

      if (engine === 'sqlite') {
        expect(await server.stop()).toBe(0);
        const file = new SQLite(path.join(server.dataDir, SQLITE_FILE_NAME), { fileMustExist: true });
        try {
          expect(file.pragma('integrity_check', { simple: true })).toBe('ok');
          expect(file.pragma('quick_check', { simple: true })).toBe('ok');
          const { count } = file.prepare('select count(*) as count from calendar_events').get() as {
            count: number;
          };
          expect(count).toBe(body.events.length + 1);
        } finally {
          file.close();
        }
      }
    },
  );
});
