import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One more server of the run's build (scripts/e2e-server.mjs built it into dist/e2e-<first port>), with a
 * fresh data directory and settings of its own (AUTH_METHODS…), on the given port: for what the shared
 * servers are not configured for.
 */
export async function startExtraServer(port: number, env: Record<string, string>) {
  const firstPort = Number(process.env.E2E_PORT ?? 4173);
  const main = path.resolve(`dist/e2e-${firstPort}/server/main.js`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-extra-'));
  const child = spawn(process.execPath, [main], {
    cwd: dataDir,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ...env,
    },
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${errors}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server on ${port} did not start: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
