import { CompiledQuery } from 'kysely';
import { pino } from 'pino';
import { areaMigrations, areaSeedPlan, areaUploadReferences } from '@/server/area';
import { areas } from '@/server/areas';
import { createApiApp } from '@/server/api-app';
import type { AppDeps } from '@/server/app-deps';
import { createMailDelivery } from '@/server/areas/account/mail-delivery';
import { createRasterImageCache } from '@/server/areas/system/images/raster-image-cache';
import { createPageViewRecorder } from '@/server/areas/site-traffic/page-view-recorder';
import { createTokenService } from '@/server/auth/tokens';
import { assertMigrated } from '@/server/db/migrate';
import { prepareDatabase } from '@/server/db/prepare-database';
import { createInProcessHub } from '@/server/live/in-process-hub';
import type { ObjectStorage } from '@/server/storage/object-storage';
import { openWasmDatabase } from '@/demo/database/wasm-database';
import type { SnapshotStore } from '@/demo/database/snapshot-store';
import { demoSettings } from './demo-settings';

export interface DemoApiParts {
  /** Where the database's bytes are kept between visits. */
  snapshots: SnapshotStore;
  /** Where uploads are kept. */
  storage: ObjectStorage;
  /** The installation's token signing secret (kept in the browser, made on the first visit). */
  jwtSecret: string;
  /** Settings over the demo's own (see demoSettings); none in the browser. */
  settings?: Record<string, string | undefined>;
}

export interface DemoApi {
  /** The server's own app answering one request, as it would over HTTP. */
  fetch(request: Request): Promise<Response>;
  /** Writes the database to its snapshot store when anything changed since the last time. */
  persist(): Promise<void>;
  /** Runs SQL on the database directly (`?` marks parameters): the API tests' look at what is stored. */
  sql(query: string, params: readonly unknown[]): Promise<unknown[]>;
  close(): Promise<void>;
}

/**
 * The server, put together as main.ts does but from the browser's parts: the WebAssembly SQLite database, the
 * browser's storage, no background sweepers. Migrates and seeds an empty database, like a first start.
 */
export async function startDemoApi({ snapshots, storage, jwtSecret, settings }: DemoApiParts): Promise<DemoApi> {
  const config = demoSettings(jwtSecret, settings);
  const logger = pino({ level: config.logLevel, browser: { asObject: false } });
  const database = await openWasmDatabase(snapshots);
  const migrations = areaMigrations(areas);
  await prepareDatabase(database.handle, { migrations, seed: areaSeedPlan(areas), config, logger });
  await database.persist();

  const clock = () => new Date();
  const deps: AppDeps = {
    config,
    database: database.handle,
    logger,
    tokens: createTokenService(jwtSecret, clock),
    clock,
    storage,
    // In memory only: the demo's variants are the SVGs themselves, quick to make again.
    rasterImages: createRasterImageCache({ logger }),
    mailDelivery: createMailDelivery({ config, db: database.handle.db, logger, clock }),
    live: createInProcessHub(),
    pageViews: createPageViewRecorder(database.handle.db, logger),
    uploadReferences: areaUploadReferences(areas),
    // As the server's GET /api/health: the database, then these.
    readinessChecks: [
      { name: 'migrations', check: () => assertMigrated(database.handle.db, migrations) },
      { name: 'storage', check: () => storage.check() },
    ],
  };
  const app = createApiApp(deps);
  return {
    fetch: (request) => Promise.resolve(app.fetch(request)),
    async persist() {
      await database.persist();
    },
    async sql(query, params) {
      return (await database.handle.db.executeQuery(CompiledQuery.raw(query, [...params]))).rows;
    },
    async close() {
      await deps.live.close();
      await deps.pageViews.stop();
      await database.persist();
      await database.close();
    },
  };
}
