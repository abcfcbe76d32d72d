// A plain static file server, as any static host is: the files of a folder under a base path, and index.html for
// every address under it that names no file (the fallback single-page apps need). It runs no API. For trying the
// demo build locally:
//
//   node scripts/serve-static.mjs [folder=dist/demo] [port=4900] [base=/]
//
// Each request is printed as one line ("GET /path 200"), so a test can see what reached the host.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? 'dist/demo');
const port = Number(process.argv[3] ?? process.env.PORT ?? 4900);
const base = `/${(process.argv[4] ?? '/').replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

/** The file an address names, index.html for an address under the base that names none, else undefined. */
function fileOf(pathname) {
  if (!`${pathname}/`.startsWith(base)) return undefined;
  const file = path.join(root, pathname.slice(base.length - 1));
  if (!file.startsWith(root)) return undefined;
  if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  // A missing asset is a 404; any other address gets the app's page, which routes it.
  return path.extname(pathname) ? undefined : path.join(root, 'index.html');
}

const server = http.createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
  const file = fileOf(pathname);
  if (file) {
    response.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    fs.createReadStream(file).pipe(response);
  } else {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  }
  console.log(`${request.method} ${pathname} ${response.statusCode}`);
});
server.listen(port, '127.0.0.1', () => console.log(`serving ${root} at http://127.0.0.1:${port}${base}`));
