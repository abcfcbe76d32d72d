// The server the Playwright specs drive: a fresh build of web and server, a fresh data directory.
// Each port gets its own build folder (dist/e2e-<port>/{web,server}) so parallel runs never share files.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = process.argv[2] ?? '4173';
const outDir = path.resolve(`dist/e2e-${port}`);
execFileSync(process.execPath, ['scripts/build-web.mjs', path.join(outDir, 'web')], { stdio: 'inherit' });
execFileSync(process.execPath, ['scripts/build-server.mjs', path.join(outDir, 'server/main.js')], {
  stdio: 'inherit',
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
// Where the specs find the server's database, for what only it holds: a mail in the in-app inbox of an account
// that cannot sign in yet (the set-password link of an account an admin created; e2e/server-database.ts).
const dataDirFile = path.join(outDir, 'data-dir');
fs.writeFileSync(dataDirFile, dataDir);
const server = spawn(process.execPath, ['--enable-source-maps', path.join(outDir, 'server/main.js')], {
  cwd: dataDir,
  stdio: 'inherit',
  // The public photos are encoded in the background from the start, as in production, so a page's images
  // answer at once; otherwise a slow first encode can still be loading when a test ends or the app replaces
  // the page it was rendered into.
  env: { PATH: process.env.PATH, PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', WARM_IMAGES: 'true',
    // The specs register many accounts and ask for resets from one address; the API tests hold these limits.
    REGISTRATION_RATE_LIMIT: '10000', RESET_RATE_LIMIT: '10000' },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  fs.rmSync(dataDirFile, { force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
