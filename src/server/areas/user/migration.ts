import type { Kysely, Migration } from 'kysely';

export const userMigration: Migration = {
  async up(_db: Kysely<unknown>) {},
};
