// Builds the web app into <outDir> (default dist/web): the client bundle, then the HTML of every page in
// src/web/app/prerendered-routes.ts rendered at build time (a server-side bundle of the same app renders
// them; it is thrown away afterwards). Writes <outDir>/prerendered.json: address -> file, for the server.
//
//   node scripts/build-web.mjs [outDir]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { entryKeyOf, readRoutes, routeChunkKeys } from './web/route-chunks.mjs';

const outDir = path.resolve(process.argv[2] ?? 'dist/web');
const vite = (...args) =>
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', ...args], {
    stdio: 'inherit',
  });

vite('--outDir', outDir, '--manifest');
const manifestFile = path.join(outDir, '.vite/manifest.json');
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
fs.rmSync(path.dirname(manifestFile), { recursive: true });
const screenRoutes = readRoutes();
// Inside the project, so the bundle finds its packages in node_modules.
const ssrDir = path.resolve(`dist/.web-ssr-${process.pid}`);
try {
  vite('--ssr', path.resolve('src/web/entry-server.tsx'), '--outDir', ssrDir, '--sourcemap', 'false');
  const { prerender, prerenderedPages, prerenderedVariantKey } = await import(
    pathToFileURL(path.join(ssrDir, 'entry-server.js')).href
  );
  const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const pagesDir = path.join(outDir, 'prerendered');
  fs.mkdirSync(pagesDir, { recursive: true });
  const written = {};
  for (const { path: route, variant, context } of prerenderedPages) {
    const page = await prerender(`http://localhost${route}`, context);
    const name = route === '/' ? 'index' : route.slice(1).replaceAll('/', '--');
    const file = `prerendered/${name}${variant ? `--${variant}` : ''}.html`;
    fs.writeFileSync(path.join(outDir, file), pageHtml(template, route, page, routeScripts(route)));
    compress(path.join(outDir, file));
    written[prerenderedVariantKey(route, variant)] = file;
  }
  fs.writeFileSync(path.join(outDir, 'prerendered.json'), `${JSON.stringify(written, null, 2)}\n`);
  console.log(`prerendered ${Object.keys(written).length} pages: ${Object.keys(written).join(' ')}`);
} finally {
  fs.rmSync(ssrDir, { recursive: true, force: true });
}

/**
 * The page's HTML: React puts the page's own <title>, <meta> and <link> tags first in its output; they move
 * into <head> (replacing the template's generic ones), with the styles the markup uses.
 */
function pageHtml(template, route, { html, styles, hydrationData }, scripts) {
  const hoisted = html.match(/^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)*/)[0];
  const body = html.slice(hoisted.length);
  let head = template;
  if (/<title>/.test(hoisted)) head = head.replace(/<title>[^<]*<\/title>\s*/, '');
  if (/<meta name="description"/.test(hoisted)) head = head.replace(/<meta name="description"[^>]*>\s*/, '');
  const data = JSON.stringify(hydrationData).replaceAll('<', '\\u003c');
  return head
    .replace('</head>', `${scripts}${hoisted}${styles}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${route}">${body}</div><script>window.__staticRouterHydrationData=${data}</script>`,
    );
}

/**
 * Preload links for the route's own lazy chunks (the template already lists the entry's), so the browser
 * fetches them beside the entry instead of after it has run.
 */
function routeScripts(route) {
  const screen = screenRoutes.find((candidate) => candidate.path === route);
  if (!screen) throw new Error(`${route} is prerendered but is not a screen route of the router`);
  const entryChunks = routeChunkKeys(manifest, { modules: [] });
  return [...routeChunkKeys(manifest, screen)]
    .filter((key) => !entryChunks.has(key) && key !== entryKeyOf(manifest))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`)
    .join('');
}

function compress(file) {
  const content = fs.readFileSync(file);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
}
