import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A script element with its attributes and text (scripts cannot nest; `</script` always ends one). */
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** The types a browser runs: none, a JavaScript MIME type, or a module. Anything else is data (JSON). */
const runnableType = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

function runsInline(attributes: string): boolean {
  if (/\ssrc\s*=/i.test(` ${attributes}`)) return false;
  const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(` ${attributes}`);
  return !type || runnableType.test((type[1] ?? type[2] ?? type[3] ?? '').trim());
}

/**
 * The Content-Security-Policy hash sources (`sha256-…`) of the inline scripts a browser runs in `html`, in
 * order: the SHA-256 of each script's text exactly as the page carries it (the HTML parser turns CR and CRLF
 * into LF first, and so does this). Script files and JSON data scripts (never run) need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(scriptElement)) {
    if (!runsInline(attributes)) continue;
    const digest = createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64');
    hashes.push(`sha256-${digest}`);
  }
  return hashes;
}

/**
 * Every inline script hash the built web app needs, each once: its index.html and every page rendered at
 * build time (prerendered.json lists them). Read from the very files the server answers with, at start, so
 * the policy cannot fall out of step with a build. None when the web app is not built.
 */
export function webAppScriptHashes(root: string): string[] {
  const files = [path.join(root, 'index.html')];
  const list = path.join(root, 'prerendered.json');
  if (fs.existsSync(list)) {
    const pages = JSON.parse(fs.readFileSync(list, 'utf8')) as Record<string, string>;
    files.push(...Object.values(pages).map((file) => path.join(root, file)));
  }
  const hashes = new Set<string>();
  for (const file of files) {
    if (!fs.existsSync(file)) continue;
    for (const hash of inlineScriptHashes(fs.readFileSync(file, 'utf8'))) hashes.add(hash);
  }
  return [...hashes];
}
