// Builds the web app into <outDir> (default dist/web): the client bundle, then the HTML of every page in
// src/web/app/prerendered-routes.ts rendered at build time (a server-side bundle of the same app renders
// them; it is thrown away afterwards). Writes <outDir>/prerendered.json: address -> file, for the server.
// With --first-load <file>, also writes there, for every screen address, the built files a first visit
// downloads (the entry's and the route's chunks, its English texts), for `npm run size`.
//
//   node scripts/build-web.mjs [outDir] [--first-load <file>]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import { entryKeyOf, firstLoadChunks } from './web/manifest-chunks.mjs';

const { positionals, values: options } = parseArgs({
  allowPositionals: true,
  options: { 'first-load': { type: 'string' } },
});
const outDir = path.resolve(positionals[0] ?? 'dist/web');
const vite = (...args) =>
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', ...args], {
    stdio: 'inherit',
  });

vite('--outDir', outDir, '--manifest');
const manifestFile = path.join(outDir, '.vite/manifest.json');
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
fs.rmSync(path.dirname(manifestFile), { recursive: true });
// Inside the project, so the bundle finds its packages in node_modules.
const ssrDir = path.resolve(`dist/.web-ssr-${process.pid}`);
try {
  vite('--ssr', path.resolve('src/web/entry-server.tsx'), '--outDir', ssrDir, '--sourcemap', 'false');
  const {
    prerender,
    prerenderedPages,
    prerenderedVariantKey,
    firstLoadSources,
    measuredPaths,
    hydrationDataId,
  } = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);
  const entry = entryKeyOf(manifest);
  /** The built files a first visit to the address needs besides the entry, the entry last. */
  const firstLoadFiles = (route) =>
    [...firstLoadChunks(manifest, firstLoadSources(route)).filter((key) => key !== entry), entry].map(
      (key) => manifest[key].file,
    );
  const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const pagesDir = path.join(outDir, 'prerendered');
  fs.mkdirSync(pagesDir, { recursive: true });
  const written = {};
  for (const { path: route, variant, context } of prerenderedPages) {
    const page = await prerender(`http://localhost${route}`, context);
    const name = route === '/' ? 'index' : route.slice(1).replaceAll('/', '--');
    const file = `prerendered/${name}${variant ? `--${variant}` : ''}.html`;
    fs.writeFileSync(
      path.join(outDir, file),
      pageHtml(template, route, page, firstLoadFiles(route), hydrationDataId),
    );
    compress(path.join(outDir, file));
    written[prerenderedVariantKey(route, variant)] = file;
  }
  fs.writeFileSync(path.join(outDir, 'prerendered.json'), `${JSON.stringify(written, null, 2)}\n`);
  console.log(`prerendered ${Object.keys(written).length} pages: ${Object.keys(written).join(' ')}`);
  if (options['first-load']) {
    const firstLoad = Object.fromEntries(measuredPaths().map((route) => [route, firstLoadFiles(route)]));
    fs.writeFileSync(options['first-load'], `${JSON.stringify(firstLoad, null, 2)}\n`);
  }
} finally {
  fs.rmSync(ssrDir, { recursive: true, force: true });
}

/** Data for a script of the page, as a JSON script element: never run, so the CSP needs no hash for it. */
function jsonData(id, value) {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replaceAll('<', '\\u003c')}</script>`;
}

/**
 * The page's HTML: React puts the page's own <title>, <meta> and <link> tags first in its output; they move
 * into <head> (replacing the template's generic ones), with the styles the markup uses.
 * Its inline scripts are the same on every page (the template's theme boot script and the app loader), so
 * the server's Content-Security-Policy allows them by two hashes; what differs per page (the chunks to
 * load, the router's data) is JSON data beside them.
 */
function pageHtml(template, route, { html, styles, hydrationData }, files, hydrationDataId) {
  const hoisted = html.match(/^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)*/)[0];
  const body = html.slice(hoisted.length);
  // The template's script tags give way to the loader below.
  let head = template
    .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
  if (/<title>/.test(hoisted)) head = head.replace(/<title>[^<]*<\/title>\s*/, '');
  if (/<meta name="description"/.test(hoisted)) head = head.replace(/<meta name="description"[^>]*>\s*/, '');
  return head
    .replace('</head>', `${hoisted}${styles}${appLoader(files)}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${route}">${body}</div>${jsonData(hydrationDataId, hydrationData)}`,
    );
}

/**
 * The page is complete without scripts, so the app's code starts once the page has loaded (its text,
 * fonts and first images come first, not behind some 200 KiB of JavaScript on a slow line), and then all
 * at once: the entry with every chunk this route needs, fetched side by side rather than one after another.
 */
function appLoader(files) {
  // The files it starts, as data: the route's chunks, the entry last.
  const list = jsonData(
    'app-files',
    files.map((file) => `/${file}`),
  );
  return `${list}<script>(${startApp})('app-files')</script>`;
}

/**
 * Runs in the page's head (inlined as its source, the same on every page): starts the app on load, or after
 * 3 s if something hangs.
 */
/* global document, addEventListener */
function startApp(filesId) {
  const chunks = JSON.parse(document.getElementById(filesId).textContent);
  const entry = chunks.pop();
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // One insertion for all of them: appending the links one by one cost a style pass each.
    const tags = document.createDocumentFragment();
    chunks.forEach((url) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = url;
      tags.appendChild(link);
    });
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    tags.appendChild(script);
    document.head.appendChild(tags);
  };
  if (document.readyState === 'complete') start();
  else {
    addEventListener('load', start, { once: true });
    // A stalled image must not keep the page's forms and menus from ever working.
    setTimeout(start, 3000);
  }
}

function compress(file) {
  const content = fs.readFileSync(file);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
}
