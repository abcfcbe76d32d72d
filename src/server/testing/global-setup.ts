import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the run's throwaway PostgreSQL cluster; '' when none could be started. */
    postgresUrl: string;
  }
}

let cluster: PostgresCluster | undefined;

/** Builds the server once and starts one PostgreSQL cluster for the whole run. */
export async function setup(project: TestProject): Promise<void> {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
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
}
