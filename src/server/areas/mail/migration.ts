import type { Kysely, Migration } from 'kysely';

export const mailMigration: Migration = {
  async up(_db: Kysely<unknown>) {},
};
