import type { Kysely, Migration } from 'kysely';
import { ColumnType } from '@/server/db/columns';

/** A draft written as a reply or forward keeps the mail it answers (`answers_mail_id`) and how (`answers_kind`). */
export const mailDraftAnswersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('mails').addColumn('answers_mail_id', ColumnType.text).execute();
    await db.schema.alterTable('mails').addColumn('answers_kind', ColumnType.text).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('mails').dropColumn('answers_kind').execute();
    await db.schema.alterTable('mails').dropColumn('answers_mail_id').execute();
  },
};
