import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorMessage } from '@/contract/errors';
import { webAppRoutes } from './web-app';

const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const sourceMap = '{"version":3,"sources":["../src/secret-plans.ts"],"mappings":""}';
const loginPage = '<!doctype html><title>Login | Studio</title><div id="root" data-prerendered="/auth/login"><h1>Sign in</h1></div>';
const loginPageWithoutDemo = loginPage.replace('Sign in', 'Sign in (no demo)');
let root: string;
let app: NonNullable<ReturnType<typeof webAppRoutes>>;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'web-app-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(root, 'assets/app-abc123.js'), script);
  fs.writeFileSync(path.join(root, 'assets/app-abc123.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(root, 'assets/app-abc123.js.gz'), zlib.gzipSync(script));
  fs.writeFileSync(path.join(root, 'assets/app-abc123.js.map'), sourceMap);
  fs.writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *');
  fs.mkdirSync(path.join(root, 'prerendered'));
  fs.writeFileSync(path.join(root, 'prerendered/auth--login.html'), loginPage);
  fs.writeFileSync(path.join(root, 'prerendered/auth--login.html.br'), zlib.brotliCompressSync(loginPage));
  fs.writeFileSync(path.join(root, 'prerendered/auth--login--no-demo.html'), loginPageWithoutDemo);
  fs.writeFileSync(
    path.join(root, 'prerendered.json'),
    JSON.stringify({
      '/auth/login': 'prerendered/auth--login.html',
      '/auth/login#no-demo': 'prerendered/auth--login--no-demo.html',
    }),
  );
  app = webAppRoutes(root)!;
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the web app routes', () => {
  it('are absent when the web app is not built', () => {
    expect(webAppRoutes(path.join(root, 'nowhere'))).toBeNull();
  });

  it('hand out the Brotli or gzip copy of an asset to browsers that accept it, cached for a year', async () => {
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const response = await app.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': accept } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(decode(Buffer.from(await response.arrayBuffer())).toString()).toBe(script);
    }
    const plain = await app.request('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('answer a page rendered at build time with its own HTML, compressed where accepted, never cached', async () => {
    const compressed = await app.request('/auth/login', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(compressed.status).toBe(200);
    expect(compressed.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('cache-control')).toBe('no-cache');
    expect(zlib.brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString()).toBe(loginPage);
    // no gzip copy was built for it: a gzip-only browser gets it as it is
    const plain = await app.request('/auth/login', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(loginPage);
  });

  it('answer the version of a page that fits now, and the main one when that version was not built', async () => {
    let variant: string | undefined = 'no-demo';
    const asked: string[] = [];
    const withVariants = webAppRoutes(root, {
      pageVariant: (address) => {
        asked.push(address);
        return Promise.resolve(variant);
      },
    })!;
    expect(await (await withVariants.request('/auth/login')).text()).toBe(loginPageWithoutDemo);
    variant = undefined;
    expect(await (await withVariants.request('/auth/login')).text()).toBe(loginPage);
    variant = 'never-built';
    expect(await (await withVariants.request('/auth/login')).text()).toBe(loginPage);
    // only addresses with a built page ask which version fits
    await withVariants.request('/dashboard/app');
    expect(asked).toEqual(['/auth/login', '/auth/login', '/auth/login']);
  });

  it('tell of every GET answered with a page rendered at build time, and of nothing else', async () => {
    const sent: string[] = [];
    const counting = webAppRoutes(root, { onPageSent: (_, page) => sent.push(page) })!;
    await counting.request('/auth/login');
    await counting.request('/auth/login', { method: 'HEAD' });
    await counting.request('/dashboard/app');
    await counting.request('/assets/app-abc123.js');
    expect(sent).toEqual(['/auth/login']);
  });

  it('answer every other page address with index.html, never cached', async () => {
    const response = await app.request('/dashboard/blog/posts');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('never shadow the API, the images or a missing asset', async () => {
    for (const address of ['/api', '/api/nope', '/images', '/images/avatar', '/assets/gone-123.js']) {
      const response = await app.request(address);
      expect(response.status, address).toBe(404);
      expect(await response.json(), address).toEqual({ message: ErrorMessage.notFound, code: 'request.not_found' });
    }
  });

  it('keep the source maps to themselves unless SOURCE_MAPS=public', async () => {
    for (const address of ['/assets/app-abc123.js.map', '/assets/gone-123.js.map', '/assets/app-abc123.js.map.gz']) {
      const response = await app.request(address);
      expect(response.status, address).toBe(404);
      expect(await response.json(), address).toEqual({ message: ErrorMessage.notFound, code: 'request.not_found' });
    }
    const shared = await webAppRoutes(root, { serveSourceMaps: true })!.request('/assets/app-abc123.js.map');
    expect(shared.status).toBe(200);
    expect(await shared.text()).toBe(sourceMap);
  });

  it('answer an unknown address that names a file with 404, not the app; a file that is there as it is', async () => {
    for (const address of ['/favicon.ico', '/.env', '/x.js', '/a/b.png', '/dashboard/blog/x.json']) {
      const response = await app.request(address);
      expect(response.status, address).toBe(404);
      expect(await response.json(), address).toEqual({ message: ErrorMessage.notFound, code: 'request.not_found' });
    }
    const robots = await app.request('/robots.txt');
    expect(robots.status).toBe(200);
    expect(await robots.text()).toBe('User-agent: *');
    // an address of a screen, known or not, is the app's to answer
    for (const address of ['/dashboard/blog/posts', '/dashboard/blog/post/some-title', '/no-such-page']) {
      const response = await app.request(address);
      expect(response.status, address).toBe(200);
      expect(await response.text(), address).toContain('<div id="root">');
    }
  });
});
