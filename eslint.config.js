import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import fs from 'node:fs';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';

// Each feature may import only itself and the shared folders below it, never another feature.
const features = fs
  .readdirSync('src/web/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((feature) => ({
  target: `./src/web/features/${feature}`,
  from: './src/web/features',
  except: [`./${feature}`],
  message: 'A feature never imports another feature: move what both need down to components/ or lib/.',
}));

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      // One-way flow: contract <- server, contract <- web. Never server <-> web, never back into contract.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/contract', from: ['./src/server', './src/web', './src/demo'], message: 'The contract imports nothing of server, web or demo.' },
            { target: './src/server', from: ['./src/web', './src/demo'], message: 'The server never imports web or demo code.' },
            { target: './src/web', from: ['./src/server', './src/demo'], message: 'The web never imports server or demo code.' },
            // The demo mode puts the server together in the browser: it may import the server, never the web.
            { target: './src/demo', from: './src/web', message: 'The demo runs the server, not the web app.' },
          ],
        },
      ],
      'import-x/no-cycle': 'error',
      // One alias for everything outside the file's own folder: '@/web/lib/format', never '../../lib/format'.
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['../*'], message: "Import through '@/…' instead of climbing folders." }],
          paths: [
            {
              name: '@hookform/resolvers/zod',
              message: "Take zodResolver from '@/web/lib/form-resolver', which keeps zod from probing eval under the page's CSP.",
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
    // Resolves the '@/' alias of tsconfig.json, so the zones above see where an import really goes.
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
  },
  { files: ['public/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['src/web/lib/form-resolver.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['../*'], message: "Import through '@/…'." }] }] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      // Inside web: components/lib/theme/locales <- features <- layouts <- app.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/web', from: ['./src/server', './src/demo'], message: 'The web never imports server or demo code.' },
            {
              target: ['./src/web/components', './src/web/lib', './src/web/theme', './src/web/locales'],
              from: ['./src/web/features', './src/web/layouts', './src/web/app'],
              message: 'Shared web code never imports features, layouts or the app.',
            },
            { target: './src/web/features', from: './src/web/app', message: 'Features never import the app.' },
            { target: './src/web/features', from: './src/web/layouts', message: 'Features never import layouts.' },
            ...featureZones,
            { target: './src/web/layouts', from: './src/web/app', message: 'Layouts never import the app.' },
          ],
        },
      ],
      // See theme/right-to-left-text.css: in a right-to-left layout each text runs in its own direction, so
      // start and end would align English text to the left.
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='textAlign'] Literal[value=/^(start|end)$/]",
          message: "Align text with 'left' or 'right' (mirrored in right-to-left layouts), not 'start' or 'end'.",
        },
      ],
    },
  },
  prettier,
);
