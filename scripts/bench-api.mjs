// API throughput benchmark: `npm run bench:api`. Not a test: it prints figures and marks the targets.
//
// Builds the server, starts it on a fresh SQLite data directory, signs in as the demo admin, and for each
// read route measures the real server against a bare node:http "twin" (a separate process answering the
// same bytes from memory), then measures one write route. Results go to stdout and dist/bench-results.json.
//
// With `-- --instances=N` (N >= 2) it measures the same runs on PostgreSQL instead: one instance, then N instances
// behind a loopback round-robin proxy, side by side (scripts/bench/several-instances.mjs).
//
// Environment: LOG_LEVEL (server log level, default info as in production), BENCH_CONNECTIONS (50),
// BENCH_DURATION (seconds per run, 10), BENCH_DATABASE_URL (for --instances; else a throwaway cluster).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  WARM_UP_SECONDS,
  benchEvent,
  measure as measureRun,
  readRoutes,
  round,
  runFacts,
  warmUp as warmUpRun,
  writeRoute,
} from './bench/autocannon-runs.mjs';
import { signInDemo, startApiServer, startTwinServer } from './bench/processes.mjs';
import { benchSeveralInstances } from './bench/several-instances.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logLevel = process.env.LOG_LEVEL || 'info';
const connections = Number(process.env.BENCH_CONNECTIONS || 50);
const duration = Number(process.env.BENCH_DURATION || 10);
const instancesOption = process.argv.slice(2).find((argument) => argument.startsWith('--instances='));
const instances = instancesOption ? Number(instancesOption.slice('--instances='.length)) : 1;

const targets = { readRatio: 0.5, readP99Ms: 20, writeRps: 2000 };

const measure = (url, options = {}) => measureRun(url, { connections, duration, ...options });
const warmUp = (url, options = {}) => warmUpRun(url, { connections, ...options });

function verdict(ok) {
  return ok ? 'PASS' : 'MISS';
}

function printTable(rows) {
  const header = [
    'route',
    'target',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors/non-2xx',
    'ratio to twin',
    'result',
  ];
  const lines = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  for (const [index, line] of lines.entries()) {
    console.log(line.map((cell, column) => cell.padEnd(widths[column])).join('  '));
    if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  }
}

async function main() {
  console.log(
    `load average before: ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')} on ${os.cpus().length} CPUs`,
  );
  console.log(
    `server LOG_LEVEL=${logLevel}${process.env.LOG_LEVEL ? '' : ' (default, as in production)'}; ` +
      `${connections} connections x ${duration} s per run, ${WARM_UP_SECONDS} s warm-up`,
  );
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
  if (!Number.isInteger(instances) || instances < 1) throw new Error(`--instances must be a whole number from 1, not ${instancesOption}`);
  if (instances > 1) {
    await benchSeveralInstances({ root, instances, logLevel, connections, duration });
    return;
  }

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const api = await startApiServer({ root, workDir, logLevel });
  let twin;
  try {
    console.log(`API server on ${api.baseUrl} (SQLite in ${workDir}, log in ${api.logFile})`);
    const accessToken = await signInDemo(api.baseUrl);
    const headers = { authorization: `Bearer ${accessToken}` };

    const recorded = {};
    const available = [];
    for (const route of readRoutes) {
      const response = await fetch(`${api.baseUrl}${route}`, { headers });
      const body = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200) {
        console.log(`skipping ${route}: the server answers ${response.status}`);
        continue;
      }
      recorded[route] = { contentType: response.headers.get('content-type'), body: body.toString('base64') };
      available.push({ route, bytes: body.length });
    }
    const responsesFile = path.join(workDir, 'twin-responses.json');
    fs.writeFileSync(responsesFile, JSON.stringify(recorded));
    twin = await startTwinServer({ root, responsesFile });

    const results = { reads: [], write: undefined };
    for (const { route, bytes } of available) {
      process.stdout.write(`GET ${route} (${bytes} bytes): real...`);
      await warmUp(`${api.baseUrl}${route}`, { headers });
      const real = await measure(`${api.baseUrl}${route}`, { headers });
      process.stdout.write(' twin...');
      await warmUp(`${twin.baseUrl}${route}`);
      const bare = await measure(`${twin.baseUrl}${route}`);
      console.log(' done');
      const ratio = round(real.rps / bare.rps, 2);
      const checks = {
        throughput: ratio >= targets.readRatio,
        p99: real.p99 <= targets.readP99Ms,
        errors: real.errors === 0 && real.non2xx === 0,
      };
      results.reads.push({
        method: 'GET',
        route,
        bytes,
        real,
        twin: bare,
        ratio,
        checks,
        pass: Object.values(checks).every(Boolean),
      });
    }

    const event = benchEvent();
    const writeOptions = {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(event),
    };
    const probe = await fetch(`${api.baseUrl}${writeRoute}`, writeOptions);
    if (probe.status === 200) {
      process.stdout.write(`POST ${writeRoute}...`);
      await warmUp(`${api.baseUrl}${writeRoute}`, writeOptions);
      const real = await measure(`${api.baseUrl}${writeRoute}`, writeOptions);
      console.log(' done');
      const checks = {
        throughput: real.rps >= targets.writeRps,
        errors: real.errors === 0 && real.non2xx === 0,
      };
      results.write = {
        method: 'POST',
        route: writeRoute,
        real,
        checks,
        pass: Object.values(checks).every(Boolean),
      };
    } else {
      console.log(`skipping POST ${writeRoute}: the server answers ${probe.status} ${await probe.text()}`);
    }

    const rows = [];
    for (const read of results.reads) {
      rows.push([
        `GET ${read.route}`,
        `>=${targets.readRatio * 100}% twin, p99<=${targets.readP99Ms}`,
        read.real.rps,
        read.real.p50,
        read.real.p99,
        `${read.real.errors}/${read.real.non2xx}`,
        read.ratio,
        `${verdict(read.checks.throughput)} throughput, ${verdict(read.checks.p99)} p99, ${verdict(read.checks.errors)} errors`,
      ]);
      rows.push([
        '  twin (bare node:http)',
        '',
        read.twin.rps,
        read.twin.p50,
        read.twin.p99,
        `${read.twin.errors}/${read.twin.non2xx}`,
        '1',
        '',
      ]);
    }
    if (results.write) {
      const { real, checks } = results.write;
      rows.push([
        `POST ${writeRoute}`,
        `>=${targets.writeRps} req/s`,
        real.rps,
        real.p50,
        real.p99,
        `${real.errors}/${real.non2xx}`,
        '-',
        `${verdict(checks.throughput)} throughput, ${verdict(checks.errors)} errors`,
      ]);
    }
    console.log();
    printTable(rows);

    const complete = results.reads.length === readRoutes.length && results.write !== undefined;
    const pass = complete && results.reads.every((read) => read.pass) && results.write.pass;
    const report = {
      ...runFacts({ engine: 'sqlite', logLevel, connections, duration }),
      targets,
      ...results,
      complete,
      pass,
    };
    console.log();
    console.log(JSON.stringify(report, null, 2));
    const outFile = path.join(root, 'dist', 'bench-results.json');
    fs.mkdirSync(path.dirname(outFile), { recursive: true });
    fs.writeFileSync(outFile, JSON.stringify(report, null, 2) + '\n');
    console.log(
      `\n${pass ? 'every target met' : complete ? 'some targets missed' : 'incomplete: some routes are missing'}; written to ${path.relative(root, outFile)}`,
    );
  } finally {
    await Promise.all([api.stop(), twin?.stop()]);
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
