import { dependencies, devDependencies, engines, scripts } from '@root/package.json';

export { engines, scripts };

/** What each dependency of package.json is for: the first group whose pattern matches its name. */
export const dependencyGroups = [
  { key: 'routingData', pattern: /^(react-router|@tanstack\/|zustand$)/ },
  { key: 'forms', pattern: /^(react-hook-form|@hookform\/|zod$)/ },
  { key: 'languages', pattern: /^(i18next|react-i18next)/ },
  {
    key: 'ui',
    pattern: /^(react|react-dom)$|^(@mui\/|@emotion\/|stylis|@fontsource\/|notistack|@dicebear\/)/,
  },
  {
    key: 'content',
    pattern:
      /^(@tiptap\/|@fullcalendar\/|@dnd-kit\/|dompurify|sanitize-html|prism-react-renderer|marked|date-fns)|^(leaflet|react-leaflet|world-atlas|topojson-client)$/,
  },
  { key: 'server', pattern: /^(hono|@hono\/|jose|openid-client|pino|p-limit)$|^@hono\// },
  { key: 'demo', pattern: /^(@sqlite\.org\/sqlite-wasm|@noble\/hashes|buffer|idb-keyval|pathe)$/ },
  { key: 'database', pattern: /^(kysely|better-sqlite3.*|pg|@types\/(better-sqlite3|pg))$/ },
  { key: 'filesMail', pattern: /^(sharp|pdfkit|nodemailer|swagger-ui-dist)$|^(@aws-sdk\/|@faker-js\/)/ },
  {
    key: 'testing',
    pattern:
      /^(vitest|jsdom|s3rver|smtp-server|mailparser|eventsource|autocannon|oidc-provider)$|^(@testing-library\/|@playwright\/|@axe-core\/)/,
  },
  {
    key: 'tooling',
    pattern:
      /^(typescript|typescript-eslint|eslint|globals|prettier|vite|esbuild|tsx|size-limit|lighthouse|puppeteer-core)$|^(@eslint\/|eslint-|@vitejs\/|@size-limit\/|@redocly\/|@types\/)/,
  },
] as const;

export type DependencyGroup = (typeof dependencyGroups)[number]['key'];

export interface Dependency {
  name: string;
  version: string;
  /** Installed for development and tests only. */
  dev: boolean;
  group: DependencyGroup | undefined;
}

const groupOf = (name: string) => dependencyGroups.find(({ pattern }) => pattern.test(name))?.key;

/** Every dependency of package.json, the runtime ones first, each with its group. */
export const packageDependencies: Dependency[] = [
  ...Object.entries(dependencies).map(([name, version]) => ({
    name,
    version,
    dev: false,
    group: groupOf(name),
  })),
  ...Object.entries(devDependencies).map(([name, version]) => ({
    name,
    version,
    dev: true,
    group: groupOf(name),
  })),
];
