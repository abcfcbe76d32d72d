import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { demoTargetWanted, postgresTargetWanted } from './test-targets';
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the run's throwaway PostgreSQL cluster; '' when none could be started. */
    postgresUrl: string;
    /** The server bundle this run built, so parallel runs never start each other's build. */
    serverMain: string;
    /** The demo mode's Node host (src/demo/node-host) this run built: the API tests' 'demo' target. */
    demoHostMain: string;
  }
}

let cluster: PostgresCluster | undefined;
const buildDir = path.resolve(`dist/test-server-${process.pid}`);

/** Builds the server (and the demo host) once and starts one PostgreSQL cluster for the whole run. */
export async function setup(project: TestProject): Promise<void> {
  const serverMain = path.join(buildDir, 'main.js');
  execFileSync(process.execPath, ['scripts/build-server.mjs', serverMain], { stdio: 'inherit' });
  project.provide('serverMain', serverMain);
  project.provide('demoHostMain', demoTargetWanted() ? buildDemoHost() : '');
  if (!postgresTargetWanted()) {
    project.provide('postgresUrl', '');
    return;
  }
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

/** The demo's Node host, built as the service worker is (the same replacements) but for Node. */
function buildDemoHost(): string {
  const outDir = path.join(buildDir, 'demo-host');
  execFileSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--config', 'vite.demo-worker.config.ts', '--logLevel', 'warn'],
    { stdio: 'inherit', env: { ...process.env, DEMO_TARGET: 'node-host', DEMO_OUT_DIR: outDir } },
  );
  return path.join(outDir, 'demo-host.js');
}

export function teardown(): void {
  cluster?.stop();
  fs.rmSync(buildDir, { recursive: true, force: true });
}
