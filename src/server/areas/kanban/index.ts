import type { Area } from '@/server/area';
import { kanbanCreatorMigration } from './creator-migration';
import { kanbanMigration } from './migration';
import { kanbanRoutes } from './routes';
import { seedKanban } from './seed';
import type { KanbanTables } from './tables';

/** The board: columns, cards and their comments. */
export const kanbanArea: Area<KanbanTables> = {
  name: 'kanban',
  routers: [{ basePath: '/', create: kanbanRoutes }],
  migrations: { '0008_kanban': kanbanMigration, '0016_kanban_creator': kanbanCreatorMigration },
  demoSeed: { order: 70, run: seedKanban },
};
