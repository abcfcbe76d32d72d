// `npm run size`: builds the web app (with its prerender pass, which says which built files a first visit
// to each screen address downloads: the entry with its static imports, the route's chunks, its English
// texts), then has size-limit measure them, gzip, and enforce the budgets: the sign-in screen's, and the signed-in
// home's (/dashboard/app: its charts load as they come into view). It fails, too, when a heavy library
// (map, editor, charts, calendar, drag and drop: scripts/web/heavy-libraries.mjs) is in a first load other
// than its own page's.
//
//   node scripts/size.mjs            build into a temp folder, report, remove it
//   node scripts/size.mjs --keep     keep the build (its folder is printed)
//   node scripts/size.mjs --all      list the files of every route, not only the budgeted ones'
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { heavyLibrariesByRoute } from './web/heavy-libraries.mjs';

const BUDGETS = [
  { route: '/auth/login', limit: '205 KiB' },
  { route: '/dashboard/app', limit: '250 KiB' },
];
const limitOf = (route) => BUDGETS.find((budget) => budget.route === route)?.limit;

const args = new Set(process.argv.slice(2));
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-size-'));
const outDir = path.join(workDir, 'web');
const node = (...argv) =>
  execFileSync(process.execPath, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

try {
  console.log('building the web app...');
  const firstLoadFile = path.join(workDir, 'first-load.json');
  node('scripts/build-web.mjs', outDir, '--first-load', firstLoadFile);
  const firstLoad = JSON.parse(fs.readFileSync(firstLoadFile, 'utf8'));

  // size-limit resolves `path` from the folder of its config.
  const checks = Object.entries(firstLoad).map(([route, files]) => ({
    name: route,
    path: files,
    gzip: true,
    ...(limitOf(route) ? { limit: limitOf(route) } : {}),
  }));
  const config = path.join(outDir, '.size-limit.json');
  fs.writeFileSync(config, JSON.stringify(checks));
  let results;
  try {
    results = JSON.parse(node('node_modules/size-limit/bin.js', '--config', config, '--json'));
  } catch (error) {
    // Over the limit: size-limit exits with 1 and still prints its results.
    if (!error.stdout) throw error;
    results = JSON.parse(error.stdout);
    process.exitCode = 1;
  }
  report(firstLoad, results);
  reportHeavyLibraries(firstLoad);
} finally {
  if (args.has('--keep')) console.log(`\nbuild kept in ${outDir}`);
  else fs.rmSync(workDir, { recursive: true, force: true });
}

function report(firstLoad, results) {
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  const width = Math.max(...results.map((row) => row.name.length), 5);
  console.log(`\nFirst-load JavaScript per route (gzip, measured by size-limit)\n`);
  console.log(`${'route'.padEnd(width)}  files  ${'gzip'.padStart(10)}`);
  for (const row of results)
    console.log(
      `${row.name.padEnd(width)}  ${String(firstLoad[row.name].length).padStart(5)}  ${kib(row.size).padStart(10)}`,
    );

  for (const route of Object.keys(firstLoad).filter((name) => args.has('--all') || limitOf(name))) {
    console.log(`\n${route}: ${firstLoad[route].join(' ')}`);
  }

  console.log('');
  for (const { route, limit } of BUDGETS) {
    const target = results.find((row) => row.name === route);
    console.log(
      `${route}: ${kib(target.size)} of first-load JavaScript, ${target.passed ? 'within' : 'OVER'} the ${limit} budget.`,
    );
    if (!target.passed) process.exitCode = 1;
  }
}

function reportHeavyLibraries(firstLoad) {
  const found = heavyLibrariesByRoute(outDir, firstLoad);
  console.log('\nHeavy libraries in a first load:');
  for (const { route, library, allowed } of found)
    console.log(
      `  ${route}: ${library}${allowed ? '' : ' (NOT its page: it must load only where it is used)'}`,
    );
  if (found.some(({ allowed }) => !allowed)) process.exitCode = 1;
}
