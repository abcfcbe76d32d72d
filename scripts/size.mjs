// `npm run size`: builds the web app and prints, per route of src/web/app/router.tsx, the JavaScript a
// first visit to that address downloads before the screen shows: the entry chunk, every chunk it imports
// statically, and the route's lazy chunks (its own and its parent layouts') with their static imports.
// Sizes are gzip (level 6, what servers commonly use) of the built files, read from Vite's manifest.
//
//   node scripts/size.mjs            build into a temp folder, report, remove it
//   node scripts/size.mjs --keep     keep the build (its folder is printed)
//   node scripts/size.mjs --all      list the chunks of every route, not only /auth/login's
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { entryKeyOf, readRoutes, routeChunkKeys } from './web/route-chunks.mjs';

const TARGET_ROUTE = '/auth/login';
const TARGET_BYTES = 200 * 1024;

const args = new Set(process.argv.slice(2));
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-size-'));

try {
  console.log('building the web app...');
  execFileSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--manifest',
      '--sourcemap',
      'false',
      '--logLevel',
      'warn',
      '--emptyOutDir',
      '--outDir',
      outDir,
    ],
    { stdio: 'inherit' },
  );
  report(JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')));
} finally {
  if (args.has('--keep')) console.log(`\nbuild kept in ${outDir}`);
  else fs.rmSync(outDir, { recursive: true, force: true });
}

function report(manifest) {
  const entryKey = entryKeyOf(manifest);
  const gzipSizes = new Map();
  const sizeOf = (file) => {
    if (!gzipSizes.has(file)) {
      const body = fs.readFileSync(path.join(outDir, file));
      gzipSizes.set(file, { raw: body.length, gzip: zlib.gzipSync(body, { level: 6 }).length });
    }
    return gzipSizes.get(file);
  };
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

  const rows = readRoutes().map((route) => {
    const chunks = routeChunkKeys(manifest, route);
    const files = [...chunks].map((key) => ({
      key,
      file: manifest[key].file,
      ...sizeOf(manifest[key].file),
    }));
    const css = [...new Set([...chunks].flatMap((key) => manifest[key].css ?? []))].map(
      (file) => sizeOf(file).gzip,
    );
    return {
      path: route.path,
      files,
      raw: files.reduce((sum, f) => sum + f.raw, 0),
      gzip: files.reduce((sum, f) => sum + f.gzip, 0),
      css: css.reduce((sum, size) => sum + size, 0),
    };
  });

  const width = Math.max(...rows.map((row) => row.path.length), 5);
  console.log(`\nFirst-load JavaScript per route (gzip level 6; CSS gzip beside it)\n`);
  console.log(
    `${'route'.padEnd(width)}  chunks  ${'JS raw'.padStart(11)}  ${'JS gzip'.padStart(11)}  ${'CSS gzip'.padStart(10)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.path.padEnd(width)}  ${String(row.files.length).padStart(6)}  ${kib(row.raw).padStart(11)}  ${kib(row.gzip).padStart(11)}  ${kib(row.css).padStart(10)}`,
    );
  }

  for (const row of rows.filter((r) => args.has('--all') || r.path === TARGET_ROUTE)) {
    console.log(`\n${row.path}: its chunks, largest first`);
    for (const file of [...row.files].sort((a, b) => b.gzip - a.gzip)) {
      const name =
        file.key === entryKey
          ? `${file.file} (entry)`
          : `${file.file}${file.key.startsWith('_') ? '' : ` <- ${file.key}`}`;
      console.log(`  ${kib(file.gzip).padStart(10)}  ${name}`);
    }
  }

  const target = rows.find((row) => row.path === TARGET_ROUTE);
  if (target) {
    const verdict = target.gzip <= TARGET_BYTES ? 'within' : 'OVER';
    console.log(
      `\n${TARGET_ROUTE}: ${kib(target.gzip)} of first-load JavaScript, ${verdict} the ${kib(TARGET_BYTES)} target.`,
    );
    if (target.gzip > TARGET_BYTES) process.exitCode = 1;
  }
}
