import type { UploadReference } from './area';
import type { MailDelivery } from './areas/account/mail-delivery';
import type { PageViewRecorder } from './areas/site-traffic/page-view-recorder';
import type { RasterImageCache } from './areas/system/images/raster-image-cache';
import type { Clock, TokenService } from './auth/tokens';
import type { ServerConfig } from './config';
import type { DatabaseHandle } from './db/open-database';
import type { ReadinessCheck } from './http/readiness';
import type { LiveHub } from './live/live-hub';
import type { Logger } from './logger';
import type { ObjectStorage } from './storage/object-storage';

/** Everything the routers need, built once in main.ts (or by a test). */
export interface AppDeps {
  config: ServerConfig;
  database: DatabaseHandle;
  logger: Logger;
  tokens: TokenService;
  clock: Clock;
  /** Where uploads and encoded images are kept: DATA_DIR, or the S3 bucket every server process shares. */
  storage: ObjectStorage;
  /** The encoded AVIF, WebP and JPEG variants of the generated images. */
  rasterImages: RasterImageCache;
  /** How account mails (password reset, set-password links) reach their account: SMTP or its in-app inbox. */
  mailDelivery: MailDelivery;
  /** Wakes this process's live streams when events for their account commit (any process of the database). */
  live: LiveHub;
  /** Counts the public site's page views and writes them every few seconds. */
  pageViews: PageViewRecorder;
  /** The columns the areas declare may hold upload urls (areaUploadReferences), for the uploads area to search. */
  uploadReferences: readonly UploadReference[];
  /** Checks GET /api/health runs besides the database's (migrations applied, storage reachable). */
  readinessChecks?: readonly ReadinessCheck[];
  /** True once the server is shutting down: readiness then answers 503 `draining`. */
  draining?: () => boolean;
  /** Folder of the built web app; defaults to dist/web beside the server bundle. */
  webRoot?: string;
}
