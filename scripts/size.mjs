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
import ts from 'typescript';

const WEB_ROOT = path.resolve('src/web');
const ROUTER = path.join(WEB_ROOT, 'app/router.tsx');
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

/** Every screen route of the router: its full path and the modules its route objects load lazily. */
function readRoutes() {
  const source = ts.createSourceFile(
    ROUTER,
    fs.readFileSync(ROUTER, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  let table;
  source.forEachChild(function find(node) {
    if (
      ts.isVariableDeclaration(node) &&
      node.name.getText() === 'routes' &&
      node.initializer &&
      ts.isArrayLiteralExpression(node.initializer)
    ) {
      table = node.initializer;
    } else node.forEachChild(find);
  });
  if (!table) throw new Error(`no "routes" array in ${ROUTER}`);

  const property = (object, name) =>
    object.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === name)?.initializer;
  const dynamicImports = (node) => {
    const found = [];
    node?.forEachChild(function walk(child) {
      if (
        ts.isCallExpression(child) &&
        child.expression.kind === ts.SyntaxKind.ImportKeyword &&
        ts.isStringLiteral(child.arguments[0])
      ) {
        found.push(child.arguments[0].text);
      }
      child.forEachChild(walk);
    });
    return found;
  };
  const isRedirect = (element) =>
    element && ts.isJsxSelfClosingElement(element) && element.tagName.getText() === 'Navigate';

  const routes = [];
  const visit = (array, parentPath, parentModules) => {
    for (const object of array.elements.filter(ts.isObjectLiteralExpression)) {
      const segment = property(object, 'path');
      const fullPath =
        segment && ts.isStringLiteral(segment) ? path.posix.join(parentPath, segment.text) : parentPath;
      const modules = [...parentModules, ...dynamicImports(property(object, 'lazy'))];
      const children = property(object, 'children');
      if (children && ts.isArrayLiteralExpression(children)) visit(children, fullPath, modules);
      else if (!isRedirect(property(object, 'element')) && !fullPath.includes('*'))
        routes.push({ path: fullPath, modules });
    }
  };
  visit(table, '/', []);
  return routes;
}

/** The manifest key of a module imported from router.tsx ('../features/x' -> 'features/x.tsx'). */
function manifestKey(manifest, specifier) {
  const base = path
    .relative(WEB_ROOT, path.resolve(path.dirname(ROUTER), specifier))
    .split(path.sep)
    .join('/');
  const key = ['.tsx', '.ts', '/index.tsx', '/index.ts', '']
    .map((ext) => base + ext)
    .find((candidate) => manifest[candidate]);
  if (!key) throw new Error(`${specifier} is not a chunk of the build`);
  return key;
}

/** The chunk and every chunk it imports statically, transitively. */
function withStaticImports(manifest, key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) withStaticImports(manifest, imported, into);
  return into;
}

function report(manifest) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
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
    const chunks = new Set(withStaticImports(manifest, entryKey));
    for (const specifier of route.modules)
      withStaticImports(manifest, manifestKey(manifest, specifier), chunks);
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
