import type { Area, UploadReferenceOf } from '@/server/area';
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
  uploadReferences: [
    { table: 'kanban_cards', column: 'attachments' },
    { table: 'kanban_cards', column: 'comments' },
    { table: 'kanban_cards', column: 'assignee' },
  ] satisfies UploadReferenceOf<KanbanTables>[],
  demoSeed: { order: 70, run: seedKanban },
};
