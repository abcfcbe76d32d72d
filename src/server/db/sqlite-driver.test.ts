import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { nodeMajor, sqliteDriverPackage } from './sqlite-driver';

it('loads better-sqlite3 13 (Node-API) from Node 22 on and 12 on Node 20', () => {
  expect(sqliteDriverPackage).toBe(nodeMajor >= 22 ? 'better-sqlite3-node-api' : 'better-sqlite3');
});

// On Node 24 with better-sqlite3 12 this child aborted with SIGABRT once the garbage collector freed the
// unused statements outside JavaScript.
it('survives the garbage collection of many statements while the process idles', () => {
  const script = `
    const { SQLite } = await import(${JSON.stringify(new URL('./sqlite-driver.ts', import.meta.url).href)});
    const db = new SQLite(':memory:');
    for (let i = 0; i < 200000; i++) db.prepare('select ' + i).get();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    db.close();
    console.log('survived');
  `;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(child.stderr).not.toContain('Assertion failed');
  expect(child.signal).toBeNull();
  expect(child.stdout.trim()).toBe('survived');
  expect(child.status).toBe(0);
}, 60_000);
