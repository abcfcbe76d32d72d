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

/**
 * How the build splits the code. Everything the entry imports statically (React, the router, MUI's core,
 * i18next, the app shell) is needed by every first visit, so it ships as one chunk rather than dozens of
 * small shared ones. The same goes for MUI's basic components, used by nearly every screen, and for its
 * form controls, used by every form. Fewer files means fewer requests, and gzip compresses one file better
 * than many: together about 25 KiB (gzip) less on the sign-in screen, 20 KiB on the home page.
 */
const muiModules = (names: string) => new RegExp(`@mui[\\\\/]material[\\\\/]esm[\\\\/](?:${names})[\\\\/]`);
const chunkGroups = [
  {
    name: 'app-core',
    tags: ['$initial' as const],
    test: (id: string) => !/src[\\/]web[\\/](?:main\.tsx|index\.html)/.test(id),
  },
  {
    name: 'ui',
    // MUI's shared helpers come along, so that a later group does not take them (and every screen with it). Not
    // the copies MUI X packages bring of their own (another major version): only their screens load them.
    test: (id: string) =>
      (/@mui[\\/]utils[\\/]/.test(id) && !/@mui[\\/]x-[^\\/]+[\\/]node_modules[\\/]/.test(id)) ||
      muiModules('Button|ButtonBase|IconButton|Link|Typography|Stack|Paper|SvgIcon|utils').test(id),
  },
  {
    name: 'form-controls',
    // With the alert every form reports its outcome in.
    test: muiModules(
      'InputBase|OutlinedInput|FormControl|FormControlLabel|FormLabel|FormHelperText|InputLabel|InputAdornment|TextareaAutosize|Checkbox|internal[\\\\/]SwitchBase|Alert',
    ),
  },
];

export default defineConfig({
  root: 'src/web',
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      // Files of the project's root the docs show: package.json (named imports: only the fields used ship), the changelog.
      { find: /^@root\//, replacement: `${path.resolve(import.meta.dirname)}/` },
      // zod with its compiled parsers off before any schema is built (see the module).
      { find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/web/lib/zod-jitless.ts') },
      // React Router's package exports only its development build (dev warnings on); the production build
      // beside it is the same code with them off.
      { find: /^react-router$/, replacement: path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs') },
    ],
  },
  // 'true' in the demo build only (scripts/build-demo.mjs). Defined, so that every other build folds the checks of
  // it to false and leaves the demo's code out.
  define: { 'import.meta.env.VITE_DEMO_MODE': JSON.stringify(process.env.VITE_DEMO_MODE === 'true' ? 'true' : 'false') },
  publicDir: '../../public',
  plugins: [react(), inlineEntryCss(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // app-core holds React DOM, the router, MUI's core and i18next (about 500 kB before gzip, 157 KiB after).
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/images': apiTarget },
  },
});
