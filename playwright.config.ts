import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
// One worker per server, each server with a database of its own (scripts/e2e-server.mjs): a spec never sees
// another worker's writes. One by default: two workers on this 2-core machine ran slower per test than the
// 60 s budget allows under load (measured 2026-11-27); E2E_WORKERS=2 where there are cores to spare.
const workers = Number(process.env.E2E_WORKERS ?? 1);
// Set in each worker process: which of the concurrently running workers this is (0 … workers - 1).
const workerPort = port + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
// Chromium shares memory between its processes through /dev/shm. Only where that is too small (Docker gives
// 64 MB) does it go to files in /tmp, on disk, at a cost in system time.
const shm = fs.existsSync('/dev/shm') ? fs.statfsSync('/dev/shm') : undefined;
const smallShm = !shm || shm.blocks * shm.bsize < 1024 ** 3;

/** End-to-end specs in Debian's Chromium headless shell against the real server on a fresh database. */
export default defineConfig({
  testDir: 'e2e',
  // Per port, so runs on different ports never delete each other's traces.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: false,
  workers,
  retries: 0,
  // A whole scripted flow (sign-in, several screens, axe runs) on a 2-core machine, two workers at once.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${workerPort}`,
    // Recording a trace snapshots the page at every step, at a cost in CPU; CI keeps none of its files anyway.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      // Chromium's headless shell: the same engine without the full browser's GPU process emulated on the CPU;
      // the specs ran about a quarter faster in it than in Debian's full Chromium (measured 2026-11-29).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        ...(smallShm ? ['--disable-dev-shm-usage'] : []),
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node scripts/e2e-server.mjs ${port} ${workers}`,
    url: `http://127.0.0.1:${port + workers - 1}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
