import type { Kysely, Migration } from 'kysely';

export const productsMigration: Migration = {
  async up(_db: Kysely<unknown>) {},
};
