import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { DemoMode } from './src/contract/demo-mode';
import { replacedModules } from './src/demo/replacements/replaced-modules';

const root = import.meta.dirname;
/** 'worker' (default): the service worker of npm run build:demo. 'node-host': the same API in Node, for the API tests. */
const target = process.env.DEMO_TARGET === 'node-host' ? 'node-host' : 'worker';
const outDir = path.resolve(root, process.env.DEMO_OUT_DIR ?? 'dist/demo');

/**
 * Swaps the server's Node-only modules for their browser equivalents (src/demo/replacements/replaced-modules.ts
 * names each and why). Only imports of the project's own code are swapped: a package keeps what it imports. A
 * builtin or package is matched by its name, a project file by where an import of it resolves to.
 */
function replaceNodeOnlyModules(): Plugin {
  const byName = new Map<string, string>();
  const byFile = new Map<string, string>();
  const src = path.join(root, 'src') + path.sep;
  for (const { replaces, with: replacement, browserOnly } of replacedModules) {
    if (browserOnly && target === 'node-host') continue;
    const target_ = replacement.startsWith('src/') ? path.resolve(root, replacement) : replacement;
    if (replaces.startsWith('src/')) byFile.set(path.resolve(root, replaces), target_);
    else byName.set(replaces, target_);
  }
  return {
    name: 'replace-node-only-modules',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer?.startsWith(src)) return null;
      const named = byName.get(source);
      if (named) return path.isAbsolute(named) ? named : this.resolve(named, importer, { ...options, skipSelf: true });
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const replacement = resolved && byFile.get(resolved.id);
      return replacement ? replacement : resolved;
    },
  };
}

const worker = {
  resolve: { conditions: ['browser', 'module', 'import', 'default'] },
  build: {
    rolldownOptions: {
      input: path.resolve(root, 'src/demo/worker/service-worker.ts'),
      output: {
        format: 'es' as const,
        // One file: a service worker may not import() anything.
        codeSplitting: false,
        entryFileNames: DemoMode.workerFile,
        assetFileNames: 'assets/demo-[name]-[hash][extname]',
      },
    },
  },
};

const nodeHost = {
  build: {
    ssr: path.resolve(root, 'src/demo/node-host/main.ts'),
    rolldownOptions: { output: { format: 'es' as const, entryFileNames: 'demo-host.js' } },
  },
};

/**
 * The demo mode's service worker (npm run build:demo): the server's own API app over SQLite in WebAssembly,
 * written beside the demo's web app. With DEMO_TARGET=node-host, the same app in a Node process for the API tests.
 */
export default defineConfig({
  resolve: {
    alias: [{ find: '@', replacement: path.resolve(root, 'src') }],
    ...(target === 'worker' ? worker.resolve : {}),
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [replaceNodeOnlyModules()],
  // Relative: the worker finds SQLite's WebAssembly beside itself, whatever path the demo is hosted under.
  base: './',
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir,
    emptyOutDir: false,
    target: target === 'worker' ? 'es2022' : 'node20',
    sourcemap: true,
    chunkSizeWarningLimit: 4096,
    ...(target === 'worker' ? worker.build : nodeHost.build),
  },
});
