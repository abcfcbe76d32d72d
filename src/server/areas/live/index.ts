import type { Area } from '@/server/area';
import { liveMigration } from './migration';
import { liveRoutes } from './routes';
import type { LiveTables } from './tables';

/** The live stream (Server-Sent Events) with its durable events, and presence: who has a stream open. */
export const liveArea: Area<LiveTables> = {
  name: 'live',
  routers: [{ basePath: '/', create: liveRoutes }],
  migrations: { '0028_live': liveMigration },
};
