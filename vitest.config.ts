import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const resolve = {
  alias: [
    { find: /^@root\//, replacement: `${path.resolve(import.meta.dirname)}/` },
    { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
  ],
};

export default defineConfig({
  test: {
    // At least two files at once (Vitest's default is cores - 1, one on 2 cores): an API test spends much of its
    // time waiting for its server process, so on 2 cores two at once took 85 s where one took 130 s (three: 85 s).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // `extends: true`: the timeouts above reach every project (a project takes nothing from the root without it).
    projects: [
      {
        extends: true,
        resolve,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'src/contract/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Builds the server bundle and starts the run's PostgreSQL cluster once.
          globalSetup: ['src/server/testing/global-setup.ts'],
          pool: 'forks',
        },
      },
      {
        extends: true,
        resolve,
        // The demo mode's own parts (its database, the browser stand-ins for Node's modules), in Node.
        test: { name: 'demo', include: ['src/demo/**/*.test.ts'], pool: 'forks' },
      },
      {
        extends: true,
        resolve,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.ts', 'src/web/**/*.test.tsx'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
