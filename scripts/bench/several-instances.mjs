// `npm run bench:api -- --instances=N`: the API benchmark's reads and write on PostgreSQL, first against one
// instance directly, then through the loopback round-robin proxy in front of that one instance (what the proxy
// itself costs), then through the proxy in front of N instances on the same database. Every instance has a data
// directory of its own and the same JWT_SECRET, as behind a load balancer.
//
// The database: BENCH_DATABASE_URL (a PostgreSQL superuser URL) when set, else a throwaway cluster started from the
// PostgreSQL binaries on this machine (as the tests start theirs). A database of its own is created and dropped.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { createBenchDatabase } from './bench-database.mjs';
import { benchEvent, measure, readRoutes, runFacts, warmUp, writeRoute } from './autocannon-runs.mjs';
import { signInDemo, startApiServer, startRoundRobinProxy } from './processes.mjs';
import { printTable } from './timing.mjs';

/** A superuser URL: BENCH_DATABASE_URL, or a throwaway cluster's (stopped by `stop`). */
async function postgresServer() {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop: () => {} };
  const { findPostgresBin, startPostgresCluster } = await tsImport('../../src/server/testing/postgres-cluster.ts', import.meta.url);
  const binDir = findPostgresBin();
  if (!binDir) throw new Error('no PostgreSQL binaries found: install PostgreSQL or set BENCH_DATABASE_URL');
  return startPostgresCluster(binDir);
}

/** Every read route and the write, measured at `baseUrl`. */
async function runAll(baseUrl, headers, runOptions) {
  const figures = {};
  for (const route of readRoutes) {
    await warmUp(`${baseUrl}${route}`, { ...runOptions, headers });
    figures[`GET ${route}`] = await measure(`${baseUrl}${route}`, { ...runOptions, headers });
  }
  const write = {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(benchEvent()),
  };
  await warmUp(`${baseUrl}${writeRoute}`, { ...runOptions, ...write });
  figures[`POST ${writeRoute}`] = await measure(`${baseUrl}${writeRoute}`, { ...runOptions, ...write });
  return figures;
}

/** One row a route and setup, the setups of a route together. */
function sideBySide(setups, results) {
  const rows = [['route', 'setup', 'req/s', 'p50 ms', 'p99 ms', 'errors/non-2xx']];
  for (const route of Object.keys(results[0])) {
    for (const [index, setup] of setups.entries()) {
      const figures = results[index][route];
      rows.push([index === 0 ? route : '', setup, String(figures.rps), String(figures.p50), String(figures.p99), `${figures.errors}/${figures.non2xx}`]);
    }
  }
  return rows;
}

export async function benchSeveralInstances({ root, instances, logLevel, connections, duration }) {
  const runOptions = { connections, duration };
  const cluster = await postgresServer();
  const database = await createBenchDatabase(cluster.url, 'bench_api');
  const env = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('base64url') };
  const workDirs = [];
  const stops = [];
  try {
    const start = async () => {
      const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-instance-'));
      workDirs.push(workDir);
      const server = await startApiServer({ root, workDir, logLevel, env });
      stops.push(server.stop);
      return server;
    };
    const first = await start();
    const headers = { authorization: `Bearer ${await signInDemo(first.baseUrl)}` };
    const setups = ['1 instance', '1 instance, proxy', `${instances} instances, proxy`];
    const results = [];

    console.log(`${setups[0]}: ${first.baseUrl}`);
    results.push(await runAll(first.baseUrl, headers, runOptions));

    const proxyOfOne = await startRoundRobinProxy({ root, upstreams: [first.baseUrl] });
    console.log(`${setups[1]}: ${proxyOfOne.baseUrl}`);
    results.push(await runAll(proxyOfOne.baseUrl, headers, runOptions));
    await proxyOfOne.stop();

    const others = await Promise.all(Array.from({ length: instances - 1 }, start));
    const proxy = await startRoundRobinProxy({ root, upstreams: [first, ...others].map((server) => server.baseUrl) });
    stops.push(proxy.stop);
    console.log(`${setups[2]}: ${proxy.baseUrl}`);
    results.push(await runAll(proxy.baseUrl, headers, runOptions));

    console.log();
    printTable(sideBySide(setups, results));
    const report = {
      ...runFacts({ engine: 'postgres', logLevel, connections, duration }),
      instances,
      setups: Object.fromEntries(setups.map((setup, index) => [setup, results[index]])),
    };
    const outFile = path.join(root, 'dist', 'bench-instances-results.json');
    fs.mkdirSync(path.dirname(outFile), { recursive: true });
    fs.writeFileSync(outFile, JSON.stringify(report, null, 2) + '\n');
    console.log(`\nwritten to ${path.relative(root, outFile)}`);
  } finally {
    await Promise.all(stops.map((stop) => stop()));
    await database.drop();
    cluster.stop();
    for (const workDir of workDirs) fs.rmSync(workDir, { recursive: true, force: true });
  }
}
