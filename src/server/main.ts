import { serve } from '@hono/node-server';
import fs from 'node:fs';
import type { Server } from 'node:http';
import { createApp } from './app';
import { areaMigrations, areaSeedPlan, areaUploadReferences } from './area';
import { areas } from './areas';
import { createMailDelivery } from './areas/account/mail-delivery';
import { scheduleImageWarmup } from './areas/system/images/image-warmup';
import { createRasterImageCache } from './areas/system/images/raster-image-cache';
import { startPresenceSweeper } from './areas/live/presence-sweeper';
import { createPageViewRecorder } from './areas/site-traffic/page-view-recorder';
import { startUploadSweeper } from './areas/uploads/upload-cleanup';
import { resolveJwtSecret } from './auth/secret';
import { createTokenService } from './auth/tokens';
import { loadConfig } from './config';
import { assertMigrated } from './db/migrate';
import { openDatabase } from './db/open-database';
import { prepareDatabase } from './db/prepare-database';
import { createLiveHub } from './live/create-live-hub';
import { createLogger } from './logger';
import { startupWarnings } from './startup-warnings';
import { createObjectStorage } from './storage/create-storage';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  // Settings from a local .env file; variables already in the environment win.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = configOrExit();
  const logger = createLogger(config.logLevel);
  for (const { variable, message } of startupWarnings(config)) logger.warn({ variable }, message);
  // Uploads and encoded images: the S3 bucket when S3_* is set (shared by every server process), else DATA_DIR.
  const storage = await createObjectStorage(config);
  // A wrong bucket or an unreachable endpoint stops the start here, not at the first upload.
  await storage.check();
  logger.info({ storage: storage.kind }, 'storage reachable');
  const database = openDatabase(config);
  const migrations = areaMigrations(areas);
  // Under PostgreSQL's advisory lock: of several processes starting at once, one migrates and seeds.
  await prepareDatabase(database, { migrations, seed: areaSeedPlan(areas), config, logger });

  const clock = () => new Date();
  const tokens = createTokenService(resolveJwtSecret(config.jwtSecret, config.dataDir), clock);
  const rasterImages = createRasterImageCache({ storage, logger });
  // One transport for account mails, built once: SMTP when SMTP_URL is set, else the accounts' own inboxes.
  const mailDelivery = createMailDelivery({ config, db: database.db, logger, clock });
  // Live wake-ups: LISTEN/NOTIFY on PostgreSQL (every server process of the database), in-process on SQLite.
  const live = createLiveHub(config, database, logger);
  // GET /api/health checks the database, then these.
  const readinessChecks = [
    { name: 'migrations', check: () => assertMigrated(database.db, migrations) },
    { name: 'storage', check: () => storage.check() },
  ];
  let stopping = false;
  const deps = {
    config,
    database,
    logger,
    tokens,
    clock,
    storage,
    rasterImages,
    mailDelivery,
    live,
    pageViews: createPageViewRecorder(database.db, logger),
    uploadReferences: areaUploadReferences(areas),
    readinessChecks,
    draining: () => stopping,
  };
  const app = createApp(deps);
  const uploadSweeper = startUploadSweeper(deps);
  const presenceSweeper = startPresenceSweeper(deps);

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(
      { port: info.port, engine: database.engine, url: `http://localhost:${info.port}` },
      'listening',
    );
    logger.flush();
    if (config.warmImages) scheduleImageWarmup(rasterImages, logger);
  }) as Server;

  // Drains: the listener closes at once (new connections are refused, readiness answers 503 on open ones), the
  // requests under way finish, then the process exits 0.
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.warn('grace period over: closing remaining connections');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Live streams never finish by themselves: end them (each records its account going offline) so that the
    // server can close.
    const streamsEnded = live.close();
    server.close(async () => {
      await streamsEnded;
      mailDelivery.close();
      await uploadSweeper.stop();
      await presenceSweeper.stop();
      await deps.pageViews.stop();
      await database.close();
      storage.close();
      logger.info('stopped');
      logger.flush(() => process.exit(0));
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/** The settings; a wrong or missing one stops the start with one line that names it (no stack: nothing broke). */
function configOrExit(): ReturnType<typeof loadConfig> {
  try {
    return loadConfig();
  } catch (error) {
    console.error(
      JSON.stringify({ level: 'fatal', msg: `invalid configuration: ${(error as Error).message}` }),
    );
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(
    JSON.stringify({ level: 'fatal', msg: 'failed to start', err: String((error as Error)?.stack ?? error) }),
  );
  process.exit(1);
});
