// Which built JavaScript files a first visit to each screen route needs: read from the routes table of
// src/web/app/router.tsx (its lazy imports) and Vite's build manifest. Used by `npm run size` and by the
// build, which lists a prerendered page's files in its HTML so the browser fetches them all at once.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const WEB_ROOT = path.resolve('src/web');
const ROUTER = path.join(WEB_ROOT, 'app/router.tsx');

/** Every screen route of the router: its full path and the modules its route objects load lazily. */
export function readRoutes() {
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
  // What a lazy function loads: its import('...') calls, and the English text areas it asks for in an
  // ['area', ...] argument of screen(), guarded() or loadTextAreas() (each is locales/en/<area>.json).
  const textAreaCalls = new Set(['screen', 'guarded', 'loadTextAreas']);
  const dynamicImports = (node) => {
    const found = [];
    // From the lazy value itself: it is often the call, as in `lazy: screen(..., ['area'])`.
    if (node) walk(node);
    return found;

    function walk(child) {
      if (ts.isCallExpression(child)) {
        const [first] = child.arguments;
        if (child.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(first))
          found.push(first.text);
        if (textAreaCalls.has(child.expression.getText()))
          for (const areas of child.arguments.filter(ts.isArrayLiteralExpression))
            for (const area of areas.elements.filter(ts.isStringLiteral)) found.push(`../locales/en/${area.text}.json`);
      }
      child.forEachChild(walk);
    }
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

/** The manifest key of a module imported from router.tsx ('@/web/features/x' -> 'features/x.tsx'). */
export function manifestKey(manifest, specifier) {
  const resolved = specifier.startsWith('@/')
    ? path.resolve(WEB_ROOT, '..', specifier.slice(2))
    : path.resolve(path.dirname(ROUTER), specifier);
  const base = path
    .relative(WEB_ROOT, resolved)
    .split(path.sep)
    .join('/');
  const key = ['.tsx', '.ts', '/index.tsx', '/index.ts', '']
    .map((ext) => base + ext)
    .find((candidate) => manifest[candidate]);
  if (!key) throw new Error(`${specifier} is not a chunk of the build`);
  return key;
}

/** The chunk and every chunk it imports statically, transitively. */
export function withStaticImports(manifest, key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) withStaticImports(manifest, imported, into);
  return into;
}

/** The manifest key of the entry chunk. */
export const entryKeyOf = (manifest) => Object.keys(manifest).find((key) => manifest[key].isEntry);

/** Manifest keys of the chunks a first visit to the route needs: the entry's, then the route's own. */
export function routeChunkKeys(manifest, route) {
  const chunks = withStaticImports(manifest, entryKeyOf(manifest));
  for (const specifier of route.modules) withStaticImports(manifest, manifestKey(manifest, specifier), chunks);
  return chunks;
}
