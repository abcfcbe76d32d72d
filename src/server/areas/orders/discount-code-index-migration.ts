import type { Kysely, Migration } from 'kysely';

/** The discount-code admin counts the orders of each code: an index keeps that a lookup, not a scan. */
export const discountCodeIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('orders_discount_code_idx').on('orders').column('discount_code').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('orders_discount_code_idx').execute();
  },
};
