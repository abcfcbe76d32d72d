import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createApiClient, type ApiClient } from './api-client';
import { demoTargetWanted } from './test-targets';

export type DatabaseEngine = 'sqlite' | 'postgres';
/** The server on SQLite or PostgreSQL, or the demo mode's API (the service worker's app, in a Node host). */
export type EngineName = DatabaseEngine | 'demo';

/** The databases this run tests on (tests that open one themselves): SQLite always, PostgreSQL when the run has a cluster. */
export function databaseEngines(): DatabaseEngine[] {
  return inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** The targets this run tests: SQLite always, PostgreSQL when the run started a cluster, the demo when wanted. */
export function testEngines(): EngineName[] {
  const engines = databaseEngines();
  return demoTargetWanted() ? [...engines, 'demo'] : engines;
}

export interface TestServer {
  engine: EngineName;
  baseUrl: string;
  api: ApiClient;
  dataDir: string;
  /** Environment the server was started with (re-used by restart). */
  env: Record<string, string>;
  /** Every line the server printed so far. */
  output: string[];
  /** The first output line matching `predicate`, waiting for it (logs are written in batches). */
  waitForLine(predicate: (line: string) => boolean, timeoutMs?: number): Promise<string>;
  /** The server's process id. */
  pid: number;
  /** SIGTERM (or the given signal) for a graceful stop; resolves with the exit code. */
  stop(signal?: 'SIGTERM' | 'SIGINT'): Promise<number | null>;
  /** SIGKILL, no goodbye. */
  kill(): Promise<void>;
  /** Starts a new process on the same data (same directory / database). */
  restart(extraEnv?: Record<string, string>): Promise<TestServer>;
}

async function createPostgresDatabase(adminUrl: string): Promise<string> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** For tests that open a database themselves: undefined (SQLite) or a fresh database of the run's cluster. */
export async function testDatabaseUrl(engine: DatabaseEngine): Promise<string | undefined> {
  return engine === 'postgres' ? createPostgresDatabase(inject('postgresUrl')) : undefined;
}

/**
 * Starts the server the global setup built (or, for 'demo', its demo host) as a child process on a free
 * port with a fresh data directory and, for PostgreSQL, a fresh database of the run's cluster.
 */
export async function startServer(engine: EngineName, env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const baseEnv: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    // Background encodes of the public images would only compete with the tests for the CPU.
    WARM_IMAGES: 'false',
    // Every suite registers and resets from 127.0.0.1; the suites that test these limits set their own.
    REGISTRATION_RATE_LIMIT: '10000',
    RESET_RATE_LIMIT: '10000',
    // The demo's second on every sign-in would only slow the suites; one test keeps the default.
    ...(engine === 'demo' ? { DEMO_SIGN_IN_DELAY_MS: '0' } : {}),
    ...env,
  };
  if (engine === 'postgres' && !baseEnv.DATABASE_URL) {
    baseEnv.DATABASE_URL = await createPostgresDatabase(inject('postgresUrl'));
  }
  return launch(engine, baseEnv);
}

async function launch(engine: EngineName, env: Record<string, string>): Promise<TestServer> {
  // Started in its data directory so a developer's .env in the checkout cannot change what is tested.
  const main = engine === 'demo' ? inject('demoHostMain') : inject('serverMain');
  const child = spawn(process.execPath, ['--enable-source-maps', main], {
    cwd: env.DATA_DIR,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await waitForListening(child, output);
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: TestServer = {
    engine,
    baseUrl,
    api: createApiClient(baseUrl),
    dataDir: env.DATA_DIR!,
    env,
    output,
    async waitForLine(predicate, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const line = output.find(predicate);
        if (line !== undefined) return line;
        if (Date.now() > deadline) throw new Error(`no such line within ${timeoutMs} ms:\n${output.join('\n')}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    pid: child.pid!,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
    async restart(extraEnv = {}) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      return launch(engine, { ...env, ...extraEnv });
    },
  };
  return server;
}

function waitForListening(child: ChildProcess, output: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output.join('\n')}`)), 30_000);
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        output.push(line);
        if (line.includes('"msg":"listening"')) {
          clearTimeout(timer);
          resolve((JSON.parse(line) as { port: number }).port);
        }
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output.join('\n')}`));
    });
  });
}
