import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes, webAppScriptHashes } from './inline-scripts';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

const boot = "\n      (function () { document.documentElement.lang = 'en'; })();\n    ";
const loader = '(function(){const files=JSON.parse(document.getElementById("app-chunks").textContent)})()';
const page = [
  `<!doctype html><html><head><script>${boot}</script>`,
  `<script type="application/json" id="app-chunks">["/assets/a.js"]</script><script>${loader}</script>`,
  '<script type="module" crossorigin src="/assets/index-1.js"></script></head>',
  '<body><div id="root">Grüße</div><script type="application/json" id="router-hydration-data">{"a":"\\u003c/script>"}</script>',
  '<script type="module">import "/assets/x.js";</script></body></html>',
].join('');

describe('inline script hashes', () => {
  it('hash every inline script a browser runs, byte for byte, and no JSON data or script file', () => {
    expect(inlineScriptHashes(page)).toEqual([
      sha256(boot),
      sha256(loader),
      sha256('import "/assets/x.js";'),
    ]);
  });

  it('hash the text as the browser reads it: line breaks as LF', () => {
    expect(inlineScriptHashes('<script>a();\r\nb();\rc();</script>')).toEqual([sha256('a();\nb();\nc();')]);
  });

  describe('of the built web app', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-scripts-'));
    afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

    it('cover index.html and every page rendered at build time, each hash once', () => {
      fs.writeFileSync(path.join(root, 'index.html'), `<script>${boot}</script>`);
      fs.mkdirSync(path.join(root, 'prerendered'));
      fs.writeFileSync(path.join(root, 'prerendered/about.html'), page);
      fs.writeFileSync(path.join(root, 'prerendered/faqs.html'), `${page}<script>faqs()</script>`);
      fs.writeFileSync(
        path.join(root, 'prerendered.json'),
        JSON.stringify({ '/about': 'prerendered/about.html', '/faqs': 'prerendered/faqs.html' }),
      );
      expect(webAppScriptHashes(root)).toEqual([
        sha256(boot),
        sha256(loader),
        sha256('import "/assets/x.js";'),
        sha256('faqs()'),
      ]);
    });

    it('are none when the web app is not built', () => {
      expect(webAppScriptHashes(path.join(root, 'nowhere'))).toEqual([]);
    });
  });
});
