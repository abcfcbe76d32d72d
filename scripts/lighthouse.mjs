// `npm run lighthouse [-- <route>] [-- --no-build] [-- --runs=N]`: Lighthouse (mobile: emulated phone,
// simulated slow 4G and 4x CPU slowdown) against one route of the built product, default /auth/login.
// Builds web and server into dist/lighthouse/, starts the server on a free port with a throwaway data
// directory, loads the page once unmeasured (as a server that has served it before: its images encoded),
// then runs Lighthouse N times (default 3) in Debian's Chromium. Prints every run's scores and the median
// run's LCP/TBT/CLS, and writes the median run's JSON report to dist/lighthouse-<route>.json.
// A route under /dashboard is measured signed in, as the seeded demo admin (remembered: the access token in
// localStorage, which Lighthouse's reset before each run leaves; it empties the HTTP cache and the rest), the
// way a returning presenter opens it.
// `--no-build` reuses the last build in dist/lighthouse/.
// `--demo` measures the demo build (npm run build:demo, into dist/lighthouse-demo/) served by a plain static file
// server instead: every run is a first visit (Lighthouse empties the origin's storage and service workers), so
// it includes starting the worker, compiling SQLite's WebAssembly and seeding the database in the browser. It
// also prints the first visit's JavaScript and WebAssembly, the page's files and the worker's, raw and gzip.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { signInDemo } from './bench/processes.mjs';

const args = process.argv.slice(2);
const route = args.find((arg) => !arg.startsWith('--')) ?? '/auth/login';
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
const demo = args.includes('--demo');
const signedIn = route.startsWith('/dashboard');
if (demo && signedIn) throw new Error('--demo measures signed-out pages only: a first visit has no session');
const buildDir = path.resolve(demo ? 'dist/lighthouse-demo' : 'dist/lighthouse');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const built = fs.existsSync(path.join(buildDir, demo ? 'demo-worker.js' : 'server/main.js'));
if (!args.includes('--no-build') || !built) {
  if (demo) {
    console.log('building the demo...');
    execFileSync(process.execPath, ['scripts/build-demo.mjs', buildDir], { stdio: 'inherit' });
  } else {
    console.log('building web and server...');
    execFileSync(process.execPath, ['scripts/build-web.mjs', path.join(buildDir, 'web')], { stdio: 'inherit' });
    execFileSync(process.execPath, ['scripts/build-server.mjs', path.join(buildDir, 'server/main.js')], {
      stdio: 'inherit',
    });
  }
}

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-data-'));
const server = demo
  ? spawn(process.execPath, ['scripts/serve-static.mjs', buildDir, String(port)], { stdio: ['ignore', 'ignore', 'inherit'] })
  : spawn(process.execPath, [path.join(buildDir, 'server/main.js')], {
      cwd: dataDir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // The unmeasured first load encodes what this page needs; a background warm-up would only add noise.
        WARM_IMAGES: 'false',
      },
    });
let chrome;
let browser;

try {
  const origin = `http://127.0.0.1:${port}`;
  await waitForHealth(demo ? `${origin}/` : `${origin}/api/health`);
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const page = await browser.newPage();
  if (signedIn) {
    const accessToken = await signInDemo(origin);
    await page.goto(`${origin}/404`);
    await page.evaluate((token) => localStorage.setItem('accessToken', token), accessToken);
    console.log('signed in as the demo admin');
  }
  const url = new URL(route, origin).href;
  const measure = async (retries = 1) => {
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      undefined,
      page,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    // An occasional failure to record the trace; Lighthouse's own advice is to run again.
    if (result.lhr.runtimeError?.code === 'NO_NAVSTART' && retries > 0) return measure(retries - 1);
    // A signed-out visit to a dashboard screen would end on the sign-in screen and measure that instead.
    const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (landed !== new URL(url).pathname) throw new Error(`Lighthouse ended on ${landed}, not on ${route}`);
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result;
  };
  console.log(`loading ${url} once, unmeasured...`);
  await measure();
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    console.log(`running Lighthouse (mobile) against ${url}: run ${run} of ${runs}...`);
    results.push(await measure());
  }
  const scoreOf = (lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100);
  console.log(`\nperformance per run: ${results.map((r) => scoreOf(r.lhr)).join(', ')}`);
  const result = [...results].sort((a, b) => scoreOf(a.lhr) - scoreOf(b.lhr))[Math.floor(results.length / 2)];
  const { lhr } = result;

  const reportFile = path.resolve(
    `dist/lighthouse-${route.replace(/^\/|\/$/g, '').replace(/[^\w-]+/g, '-') || 'home'}.json`,
  );
  fs.writeFileSync(reportFile, result.report);

  console.log(
    `\n${url}  (Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor}; the median run)\n`,
  );
  for (const category of Object.values(lhr.categories)) {
    console.log(
      `  ${category.title.padEnd(16)} ${String(Math.round((category.score ?? 0) * 100)).padStart(3)}`,
    );
  }
  console.log('');
  for (const id of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
    'interactive',
  ]) {
    const audit = lhr.audits[id];
    if (!audit) continue;
    console.log(`  ${audit.title.padEnd(26)} ${audit.displayValue ?? ''}`);
  }
  const failed = Object.values(lhr.categories)
    .filter((category) => category.id !== 'performance')
    .flatMap((category) => category.auditRefs.map((ref) => lhr.audits[ref.id]))
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 1 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'manual',
    );
  if (failed.length) {
    console.log('\n  failing audits outside performance:');
    for (const audit of failed) console.log(`    - ${audit.id}: ${audit.title}`);
  }
  const opportunities = Object.values(lhr.audits)
    .filter((audit) => audit.details?.type === 'opportunity' && (audit.details.overallSavingsMs ?? 0) > 0)
    .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs);
  if (opportunities.length) {
    console.log('\n  performance opportunities:');
    for (const audit of opportunities)
      console.log(`    - ${audit.title}: ~${Math.round(audit.details.overallSavingsMs)} ms`);
  }
  if (demo) printDemoWeight(lhr);
  console.log(`\nfull report: ${path.relative(process.cwd(), reportFile)}`);
} finally {
  await browser?.disconnect();
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** The JavaScript and WebAssembly of a first visit: the files the page loaded, and the worker's own. */
function printDemoWeight(lhr) {
  const pageFiles = lhr.audits['network-requests'].details.items
    .map((item) => new URL(item.url))
    .filter((url) => url.port === String(port) && /\.(?:js|wasm)$/.test(url.pathname))
    .map((url) => url.pathname.slice(1));
  // The worker and the WebAssembly it loads (the package's other files in the build, its own worker's, go unused).
  const worker = fs.readFileSync(path.join(buildDir, 'demo-worker.js'), 'utf8');
  const workerFiles = ['demo-worker.js', ...new Set(worker.match(/assets\/[\w.-]+\.wasm/g))];
  const files = [...new Set([...pageFiles, ...workerFiles])];
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  const weigh = (kind) => {
    const bytes = files.filter((file) => file.endsWith(kind)).map((file) => fs.readFileSync(path.join(buildDir, file)));
    const raw = bytes.reduce((sum, content) => sum + content.length, 0);
    const gzip = bytes.reduce((sum, content) => sum + zlib.gzipSync(content, { level: 9 }).length, 0);
    return `${kib(raw)} (gzip ${kib(gzip)}) in ${bytes.length} files`;
  };
  console.log(`\n  demo first visit: JavaScript ${weigh('.js')}, WebAssembly ${weigh('.wasm')}`);
  console.log(`  of which the worker: demo-worker.js and ${workerFiles.length - 1} .wasm`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}

async function waitForHealth(healthUrl) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(healthUrl)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become healthy within 60 s');
}
