import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the run's throwaway PostgreSQL cluster; '' when none could be started. */
    postgresUrl: string;
    /** The server bundle this run built, so parallel runs never start each other's build. */
    serverMain: string;
  }
}

let cluster: PostgresCluster | undefined;
const buildDir = path.resolve(`dist/test-server-${process.pid}`);

/** Builds the server once and starts one PostgreSQL cluster for the whole run. */
export async function setup(project: TestProject): Promise<void> {
  const serverMain = path.join(buildDir, 'main.js');
  execFileSync(process.execPath, ['scripts/build-server.mjs', serverMain], { stdio: 'inherit' });
  project.provide('serverMain', serverMain);
  const required = process.env.REQUIRE_POSTGRES === '1';
  const binDir = findPostgresBin();
  if (!binDir) {
    if (required) throw new Error('REQUIRE_POSTGRES=1 but no PostgreSQL server binaries were found (set PG_BIN_DIR)');
    console.warn('PostgreSQL binaries not found: API tests run on SQLite only');
    project.provide('postgresUrl', '');
    return;
  }
  cluster = await startPostgresCluster(binDir);
  project.provide('postgresUrl', cluster.url);
}

export function teardown(): void {
  cluster?.stop();
  fs.rmSync(buildDir, { recursive: true, force: true });
}
