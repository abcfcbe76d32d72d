import type { Kysely, Migration } from 'kysely';
import { ColumnType } from '@/server/db/columns';

/** Sign-in through the hosted OpenID Connect tenant and the social providers. */
export const externalSignInMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('external_identities')
      .addColumn('provider', ColumnType.text, (c) => c.notNull())
      .addColumn('subject', ColumnType.text, (c) => c.notNull())
      .addColumn('user_id', ColumnType.text, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('email', ColumnType.text, (c) => c.notNull())
      .addColumn('created_at', ColumnType.text, (c) => c.notNull())
      .addPrimaryKeyConstraint('external_identities_pk', ['provider', 'subject'])
      .addUniqueConstraint('external_identities_user_provider', ['user_id', 'provider'])
      .execute();
    await db.schema
      .createTable('external_sign_in_attempts')
      .addColumn('state_hash', ColumnType.text, (c) => c.primaryKey())
      .addColumn('provider', ColumnType.text, (c) => c.notNull())
      .addColumn('code_verifier', ColumnType.text, (c) => c.notNull())
      .addColumn('nonce', ColumnType.text, (c) => c.notNull())
      .addColumn('return_to', ColumnType.text, (c) => c.notNull())
      .addColumn('link_user_id', ColumnType.text, (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('expires_at', ColumnType.text, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('external_sign_in_attempts_expiry_idx')
      .on('external_sign_in_attempts')
      .column('expires_at')
      .execute();
    await db.schema
      .createTable('external_sign_in_handoffs')
      .addColumn('code_hash', ColumnType.text, (c) => c.primaryKey())
      .addColumn('user_id', ColumnType.text, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('return_to', ColumnType.text, (c) => c.notNull())
      .addColumn('expires_at', ColumnType.text, (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('external_sign_in_handoffs').execute();
    await db.schema.dropTable('external_sign_in_attempts').execute();
    await db.schema.dropTable('external_identities').execute();
  },
};
