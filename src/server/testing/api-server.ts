import path from 'node:path';
import { SQLite } from '@/server/db/sqlite-driver';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { SQLITE_FILE_NAME } from '@/server/db/open-database';
import { startServer, testEngines, type EngineName, type TestServer } from './server-process';

export interface ApiServerOptions {
  /** Extra environment of the server process; a function is read when the server starts. */
  env?: Record<string, string> | (() => Record<string, string>);
  /** Sign the demo admin in before the suite's tests (default true); false where the suite needs no token. */
  signIn?: boolean;
  /**
   * 'server': the suite tests what only a server has (its process, SMTP, sharp, PostgreSQL, ...) and skips the
   * demo target. Default 'all': the server on each engine and the demo mode's API.
   */
  targets?: 'all' | 'server';
}

/**
 * The suite's server process. It stays the same object across restarts, so a suite holds it in a const
 * and every helper built on it sees the running process.
 */
export interface ApiServer extends TestServer {
  /** The demo admin's access token, signed in before the suite's tests and again after each restart. */
  readonly adminToken: string;
  /** Starts a new process on the same data (same directory, same database) in place of this one. */
  restart(extraEnv?: Record<string, string>): Promise<ApiServer>;
  /** Runs SQL on the server's database directly (`?` marks parameters), e.g. to check what is stored. */
  sql<Row>(query: string, params?: unknown[]): Promise<Row[]>;
}

/**
 * Starts a server process on `engine` before the tests of the enclosing `describe` (and signs the demo
 * admin in), and stops it after them.
 */
export function useApiServer(engine: EngineName, options: ApiServerOptions = {}): ApiServer {
  const signIn = options.signIn ?? true;
  let current: TestServer | undefined;
  let adminToken: string | undefined;
  const running = (): TestServer => {
    if (!current) throw new Error('the API server starts in beforeAll: use it inside tests and hooks');
    return current;
  };
  const started = async (server: TestServer) => {
    current = server;
    adminToken = signIn ? await server.api.adminToken() : undefined;
  };

  beforeAll(async () => {
    const env = typeof options.env === 'function' ? options.env() : options.env;
    await started(await startServer(engine, env));
  });
  afterAll(async () => {
    await current?.stop();
  });

  const handle: ApiServer = {
    engine,
    get baseUrl() {
      return running().baseUrl;
    },
    get api() {
      return running().api;
    },
    get dataDir() {
      return running().dataDir;
    },
    get env() {
      return running().env;
    },
    get output() {
      return running().output;
    },
    get pid() {
      return running().pid;
    },
    get adminToken() {
      if (adminToken === undefined) throw new Error('this suite did not sign the admin in (signIn: false)');
      return adminToken;
    },
    waitForLine: (predicate, timeoutMs) => running().waitForLine(predicate, timeoutMs),
    stop: (signal) => running().stop(signal),
    kill: () => running().kill(),
    async restart(extraEnv) {
      await started(await running().restart(extraEnv));
      return handle;
    },
    sql: (query, params = []) => runSql(running(), query, params),
  };
  return handle;
}

/**
 * `describe` once per target of the run (SQLite, PostgreSQL when the run has a cluster, the demo), titled
 * "<title> on <engine>", with the suite's server process started before its tests.
 */
export function describeApi(title: string, suite: ApiSuite): void;
export function describeApi(title: string, options: ApiServerOptions, suite: ApiSuite): void;
export function describeApi(title: string, ...args: [ApiSuite] | [ApiServerOptions, ApiSuite]): void {
  const [options, suite] = args.length === 1 ? [{}, args[0]] : args;
  const engines = testEngines().filter((engine) => options.targets !== 'server' || engine !== 'demo');
  describe.each(engines)(`${title} on %s`, (engine) => {
    suite(useApiServer(engine, options), engine);
  });
}

type ApiSuite = (server: ApiServer, engine: EngineName) => void;

async function runSql<Row>(server: TestServer, query: string, params: unknown[]): Promise<Row[]> {
  if (server.engine === 'demo') {
    // The demo's database lives in the host's memory: the host runs the query (a route only it has).
    const response = await fetch(`${server.baseUrl}/__demo-host/sql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, params }),
    });
    const body = (await response.json()) as Row[] | { message: string };
    if (!response.ok) throw new Error(`demo host SQL failed: ${(body as { message: string }).message}`);
    return body as Row[];
  }
  if (server.engine === 'sqlite') {
    const file = new SQLite(path.join(server.dataDir, SQLITE_FILE_NAME), { fileMustExist: true, timeout: 5_000 });
    try {
      const statement = file.prepare(query);
      return (statement.reader ? statement.all(...params) : (statement.run(...params), [])) as Row[];
    } finally {
      file.close();
    }
  }
  const client = new pg.Client({ connectionString: server.env.DATABASE_URL });
  await client.connect();
  try {
    let n = 0;
    return (await client.query(query.replace(/\?/g, () => `$${++n}`), params)).rows as Row[];
  } finally {
    await client.end();
  }
}
