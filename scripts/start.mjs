// `npm start`: builds what is missing or older than its sources, then runs the server.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const newestMtime = (dir) => {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
};
const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const sources = (...dirs) => Math.max(...dirs.map(newestMtime), mtime('package-lock.json'));

if (mtime('dist/web/index.html') < sources('src/web', 'src/contract', 'public')) {
  console.log('building the web app...');
  execFileSync(process.execPath, ['scripts/build-web.mjs'], { stdio: 'inherit' });
}
if (mtime('dist/server/main.js') < sources('src/server', 'src/contract')) {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
}

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
