import type { Kysely, Migration } from 'kysely';

export const kanbanMigration: Migration = {
  async up(_db: Kysely<unknown>) {},
};
