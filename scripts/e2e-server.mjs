// The servers the Playwright specs drive: one fresh build of web and server, then one server per Playwright
// worker, each on its own port with a fresh data directory, so no two workers ever share a database.
// `node scripts/e2e-server.mjs <first port> [servers]` serves ports first … first + servers - 1.
// The build goes to dist/e2e-<first port>/{web,server}, so parallel runs on other ports never share files.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const firstPort = Number(process.argv[2] ?? '4173');
const serverCount = Number(process.argv[3] ?? '1');
const outDir = path.resolve(`dist/e2e-${firstPort}`);
execFileSync(process.execPath, ['scripts/build-web.mjs', path.join(outDir, 'web')], { stdio: 'inherit' });
execFileSync(process.execPath, ['scripts/build-server.mjs', path.join(outDir, 'server/main.js')], {
  stdio: 'inherit',
});

const servers = [];
const stopAll = () => servers.forEach((server) => server.kill('SIGTERM'));
process.on('SIGTERM', stopAll);
process.on('SIGINT', stopAll);

async function waitUntilHealthy(port) {
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function startServer(port) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  // Where the specs find this server's database, for what only it holds: a mail in the in-app inbox of an
  // account that cannot sign in yet (the set-password link of an account an admin created; e2e/server-database.ts).
  const dataDirFile = path.resolve(`dist/e2e-${port}/data-dir`);
  fs.mkdirSync(path.dirname(dataDirFile), { recursive: true });
  fs.writeFileSync(dataDirFile, dataDir);
  const server = spawn(process.execPath, ['--enable-source-maps', path.join(outDir, 'server/main.js')], {
    cwd: dataDir,
    stdio: 'inherit',
    // The public photos are encoded in the background from the start, as in production, so a page's images
    // answer at once; otherwise a slow first encode can still be loading when a test ends or the app replaces
    // the page it was rendered into.
    env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', WARM_IMAGES: 'true',
      // The specs register many accounts and ask for resets from one address; the API tests hold these limits.
      REGISTRATION_RATE_LIMIT: '10000', RESET_RATE_LIMIT: '10000' },
  });
  servers.push(server);
  server.on('exit', (code) => {
    fs.rmSync(dataDirFile, { force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
    // One server gone ends the run: the others are stopped and this process exits with its code.
    stopAll();
    process.exit(code ?? 0);
  });
}

// One after another: Playwright waits for the last port's health, so all are up when it answers.
for (let index = 0; index < serverCount; index += 1) {
  startServer(firstPort + index);
  await waitUntilHealthy(firstPort + index);
}
