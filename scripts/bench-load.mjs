// Mixed-load benchmark: `npm run bench:load`. Not a test: it prints figures.
//
// Builds the server, starts it on a fresh SQLite data directory (behind a pretend proxy: TRUST_PROXY, so the
// storms below can come from many addresses), then
//   1. keeps BENCH_CONNECTIONS (200) clients busy for BENCH_DURATION (30) seconds, each looping over a fixed
//      round of ten requests: seven reads, two writes (new calendar events) and one sign-in (the demo
//      account, which costs a password hash); prints p50/p99 of reads and writes, the sign-ins' answers
//      and every request that took longer than the 10 s timeout;
//   2. sends 64 wrong-password sign-ins at once while a static file and GET /api/health are fetched one
//      after another, and prints the slowest of those fetches: first all for one account from one address
//      (the sign-in throttle answers most), then for 64 accounts from 64 addresses (a botnet: every one
//      reaches the password hashing, whose bound answers most).
// Results also go to dist/bench-load-results.json.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoAccount, signInDemo, startApiServer } from './bench/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const connections = Number(process.env.BENCH_CONNECTIONS || 200);
const duration = Number(process.env.BENCH_DURATION || 30);
const TIMEOUT_MS = 10_000;
const PARALLEL_WRONG_LOGINS = 64;
// update (default): each client rewrites an event of its own, so the calendar the reads list keeps its size;
// create: each write adds an event, and the list every calendar read returns grows by thousands in 30 s.
const writeMode = process.env.BENCH_WRITES === 'create' ? 'create' : 'update';
const ownEvents = [];
const reads = [
  '/api/blog/posts?index=0&step=11',
  '/api/products',
  '/api/calendar/events',
  '/api/kanban/board',
];

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
const round = (ms) => Math.round(ms * 10) / 10;

/** One request; its kind, status (0: no answer, 'timeout') and time taken. */
async function timed(kind, url, init) {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    await response.arrayBuffer();
    return { kind, status: response.status, ms: performance.now() - started };
  } catch (error) {
    return { kind, status: error.name === 'TimeoutError' ? 'timeout' : 0, ms: performance.now() - started };
  }
}

/** The ten requests of one client's round; writes get distinct titles and days. */
function requestRound(baseUrl, token, client, step) {
  const auth = { authorization: `Bearer ${token}` };
  const json = { 'content-type': 'application/json' };
  const requests = [];
  for (let index = 0; index < 7; index += 1)
    requests.push(['read', `${baseUrl}${reads[(client + index) % reads.length]}`, { headers: auth }]);
  for (let index = 0; index < 2; index += 1) {
    const start = new Date(Date.UTC(2027, 0, 1 + ((client + step) % 300), 9));
    const event = {
      title: `Load ${client}-${step}-${index}`,
      description: '',
      textColor: '#1890FF',
      allDay: false,
      start: start.toISOString(),
      end: new Date(start.getTime() + 3_600_000).toISOString(),
    };
    const [path, body] =
      writeMode === 'create' ? ['new', event] : ['update', { eventId: ownEvents[client], updateEvent: event }];
    requests.push([
      'write',
      `${baseUrl}/api/calendar/events/${path}`,
      { method: 'POST', headers: { ...auth, ...json }, body: JSON.stringify(body) },
    ]);
  }
  requests.push([
    'sign-in',
    `${baseUrl}/api/account/login`,
    { method: 'POST', headers: json, body: JSON.stringify(demoAccount) },
  ]);
  return requests;
}

async function mixedLoad(baseUrl, token) {
  if (writeMode === 'update') {
    for (let client = 0; client < connections; client += 1) {
      const response = await fetch(`${baseUrl}/api/calendar/events/new`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: `Client ${client}`, start: '2027-01-01T09:00:00.000Z', end: '2027-01-01T10:00:00.000Z' }),
      });
      ownEvents[client] = (await response.json()).event.id;
    }
  }
  const results = [];
  const endsAt = Date.now() + duration * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, client) => {
      for (let step = 0; Date.now() < endsAt; step += 1) {
        for (const [kind, url, init] of requestRound(baseUrl, token, client, step)) {
          if (Date.now() >= endsAt) return;
          results.push(await timed(kind, url, init));
        }
      }
    }),
  );
  const summary = {};
  for (const kind of ['read', 'write', 'sign-in']) {
    const mine = results.filter((result) => result.kind === kind);
    const times = mine.map((result) => result.ms).sort((a, b) => a - b);
    const statuses = {};
    for (const result of mine) statuses[result.status] = (statuses[result.status] ?? 0) + 1;
    summary[kind] = {
      requests: mine.length,
      p50: round(percentile(times, 50)),
      p99: round(percentile(times, 99)),
      max: round(times.at(-1) ?? 0),
      statuses,
    };
  }
  return summary;
}

/** 64 accounts to guess at (registered through the API, as a botnet would find them). */
async function registerVictims(baseUrl) {
  const victims = [];
  for (let index = 0; index < PARALLEL_WRONG_LOGINS; index += 1) {
    const email = `victim-${index}@example.com`;
    for (;;) {
      const response = await fetch(`${baseUrl}/api/account/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'victim-secret', firstName: 'Vic', lastName: 'Tim' }),
      });
      if (response.status === 200) break;
      if (response.status !== 503) throw new Error(`register failed: ${response.status} ${await response.text()}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    victims.push(email);
  }
  return victims;
}

/** `emails[i]` is tried from address 10.0.0.i (X-Forwarded-For, believed under TRUST_PROXY) or all from one. */
async function loginStorm(baseUrl, { emails, spreadAddresses }) {
  let storming = true;
  const probes = { static: [], health: [] };
  const probe = async (name, url) => {
    while (storming) probes[name].push((await timed(name, url)).ms);
  };
  const probing = [probe('static', `${baseUrl}/favicon.svg`), probe('health', `${baseUrl}/api/health`)];
  await new Promise((resolve) => setTimeout(resolve, 200));
  const storm = await Promise.all(
    Array.from({ length: PARALLEL_WRONG_LOGINS }, (_, index) =>
      timed('login', `${baseUrl}/api/account/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': spreadAddresses ? `10.0.0.${index}` : '10.0.1.1',
        },
        body: JSON.stringify({ email: emails[index % emails.length], password: 'wrong-password' }),
      }),
    ),
  );
  storming = false;
  await Promise.all(probing);
  const statuses = {};
  for (const result of storm) statuses[result.status] = (statuses[result.status] ?? 0) + 1;
  return {
    logins: { statuses, slowestMs: round(Math.max(...storm.map((result) => result.ms))) },
    staticFile: { fetches: probes.static.length, worstMs: round(Math.max(...probes.static)) },
    health: { fetches: probes.health.length, worstMs: round(Math.max(...probes.health)) },
  };
}

async function main() {
  console.log(
    `${connections} connections x ${duration} s, round of 7 reads, 2 writes (calendar events: ${writeMode}), 1 sign-in; ${os.cpus().length} CPUs`,
  );
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-load-'));
  const api = await startApiServer({
    root,
    workDir,
    logLevel: process.env.LOG_LEVEL || 'info',
    env: { TRUST_PROXY: 'true', REGISTRATION_RATE_LIMIT: '10000' },
  });
  try {
    const accessToken = await signInDemo(api.baseUrl);

    // First: the storms' failed sign-ins would hold the demo account back for 15 minutes.
    const mixed = await mixedLoad(api.baseUrl, accessToken);
    console.log(`\nmixed load, ${connections} connections for ${duration} s:`);
    for (const [kind, figures] of Object.entries(mixed)) {
      console.log(
        `  ${kind.padEnd(8)} ${String(figures.requests).padStart(7)} requests  p50 ${figures.p50} ms  p99 ${figures.p99} ms  max ${figures.max} ms  answers ${JSON.stringify(figures.statuses)}`,
      );
    }

    const storms = {
      oneAccountOneAddress: await loginStorm(api.baseUrl, { emails: [demoAccount.email], spreadAddresses: false }),
      manyAccountsManyAddresses: await loginStorm(api.baseUrl, {
        emails: await registerVictims(api.baseUrl),
        spreadAddresses: true,
      }),
    };
    for (const [name, storm] of Object.entries(storms)) {
      const who = name === 'oneAccountOneAddress' ? 'one account, one address' : '64 accounts, 64 addresses';
      console.log(
        `\n${PARALLEL_WRONG_LOGINS} wrong-password sign-ins at once (${who}): answers ${JSON.stringify(storm.logins.statuses)}, slowest ${storm.logins.slowestMs} ms`,
      );
      console.log(`  meanwhile /favicon.svg: ${storm.staticFile.fetches} fetches, worst ${storm.staticFile.worstMs} ms`);
      console.log(`  meanwhile /api/health:  ${storm.health.fetches} fetches, worst ${storm.health.worstMs} ms`);
    }
    const results = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      connections,
      durationSeconds: duration,
      writeMode,
      mixed,
      storms,
    };
    fs.mkdirSync(path.join(root, 'dist'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'dist/bench-load-results.json'),
      `${JSON.stringify(results, null, 2)}\n`,
    );
    console.log('\nwritten to dist/bench-load-results.json');
  } finally {
    await api.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
