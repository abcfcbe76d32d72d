import type { Kysely, Migration } from 'kysely';

export const blogMigration: Migration = {
  async up(_db: Kysely<unknown>) {},
};
