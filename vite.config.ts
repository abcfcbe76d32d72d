import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, which the server hands
 * to browsers that accept them: compressed once at build time at the highest level, never per request.
 */
function precompress(): Plugin {
  const compressible = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
  let serverBundle = false;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      serverBundle = Boolean(config.build.ssr);
    },
    writeBundle(options) {
      if (serverBundle) return;
      const outDir = options.dir!;
      for (const name of fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
        const file = path.join(outDir, name);
        if (!compressible.test(name) || !fs.statSync(file).isFile()) continue;
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(content, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
          }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
      }
    },
  };
}

/** Puts the (small) stylesheet of the entry into index.html, so no request blocks the first paint. */
function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, fileName: string) => {
          const asset = bundle[fileName];
          // The file stays: lazy chunks may still list it among the styles they preload.
          if (asset?.type !== 'asset') return link;
          return `<style>${String(asset.source)}</style>`;
        });
      },
    },
  };
}

export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react(), inlineEntryCss(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/images': apiTarget },
  },
});
