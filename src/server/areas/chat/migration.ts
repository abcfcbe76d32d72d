import type { Kysely, Migration } from 'kysely';

export const chatMigration: Migration = {
  async up(_db: Kysely<unknown>) {},
};
