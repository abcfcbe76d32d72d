import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';

interface PageFile {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const readIfThere = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file) : undefined);

/**
 * The pages rendered at build time (scripts/build-web.mjs lists them in prerendered.json), kept in
 * memory with their Brotli and gzip copies, by address.
 */
export function readPrerenderedPages(root: string): Map<string, PageFile> {
  const list = path.join(root, 'prerendered.json');
  const pages = new Map<string, PageFile>();
  if (!fs.existsSync(list)) return pages;
  for (const [address, file] of Object.entries<string>(JSON.parse(fs.readFileSync(list, 'utf8')))) {
    const full = path.join(root, file);
    pages.set(address, {
      identity: fs.readFileSync(full),
      br: readIfThere(`${full}.br`),
      gzip: readIfThere(`${full}.gz`),
    });
  }
  return pages;
}

/** The page in the best encoding the browser accepts; HTML is revalidated on every visit. */
export function sendPage(c: Context, page: PageFile): Response {
  const accepted = (c.req.header('Accept-Encoding') ?? '')
    .split(',')
    .map((value) => value.trim().split(';')[0]);
  const encoding =
    page.br && accepted.includes('br') ? 'br' : page.gzip && accepted.includes('gzip') ? 'gzip' : undefined;
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=UTF-8',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
  };
  if (encoding) headers['Content-Encoding'] = encoding;
  const body = encoding ? page[encoding]! : page.identity;
  return c.body(new Uint8Array(body), 200, headers);
}
