import type { DatabaseHandle } from '@/server/db/open-database';
import type { Logger } from '@/server/logger';
import { createInProcessHub } from './in-process-hub';
import type { LiveHub } from './live-hub';
import { createPostgresHub } from './postgres-hub';

/** The live hub of the database's engine: LISTEN/NOTIFY on PostgreSQL, in-process on SQLite. */
export function createLiveHub(config: { databaseUrl: string | undefined }, database: DatabaseHandle, logger: Logger): LiveHub {
  return database.engine === 'postgres' && config.databaseUrl
    ? createPostgresHub(config.databaseUrl, logger)
    : createInProcessHub();
}
