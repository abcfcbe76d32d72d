import type { Kysely, Migration } from 'kysely';

export const calendarMigration: Migration = {
  async up(_db: Kysely<unknown>) {},
};
