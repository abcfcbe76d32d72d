// Builds the demo mode into dist/demo (or the folder given as the first argument): the web app, plus the service
// worker that answers its API in the browser with the server's own app over SQLite in WebAssembly. Any static host
// serves the folder; unknown addresses must fall back to index.html (404.html is a copy, for hosts that serve it).
// DEMO_BASE=/some/path/ builds it for hosting under that sub-path (default /).
//
//   DEMO_BASE=/demo/ node scripts/build-demo.mjs [outDir]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const outDir = path.resolve(process.argv[2] ?? 'dist/demo');
const base = `/${(process.env.DEMO_BASE ?? '/').replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
const vite = (args, env = {}) =>
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });

vite(['--outDir', outDir, '--base', base, '--emptyOutDir'], { VITE_DEMO_MODE: 'true' });
vite(['--config', 'vite.demo-worker.config.ts'], { DEMO_OUT_DIR: outDir });
fs.copyFileSync(path.join(outDir, 'index.html'), path.join(outDir, '404.html'));
console.log(`demo built into ${path.relative(process.cwd(), outDir) || '.'} for ${base}`);
