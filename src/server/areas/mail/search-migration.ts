import { sql, type Kysely, type Migration } from 'kysely';
import { ColumnType } from '@/server/db/columns';
import { mailSearchText } from './mail-text';

/**
 * Adds `mails.search_text` (what the list's search looks in) and `mails.from_user_id` (the account a mail came
 * from, which replies go to), and fills both for the mails already stored.
 */
export const mailSearchMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('mails')
      .addColumn('search_text', ColumnType.text, (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.alterTable('mails').addColumn('from_user_id', ColumnType.text).execute();
    const rows = await sql<{
      id: string;
      subject: string;
      from_name: string;
      from_email: string;
      message: string;
    }>`
      select id, subject, from_name, from_email, message from mails`.execute(db);
    for (const row of rows.rows) {
      const text = mailSearchText({
        subject: row.subject,
        fromName: row.from_name,
        fromEmail: row.from_email,
        message: row.message,
      });
      await sql`update mails set search_text = ${text} where id = ${row.id}`.execute(db);
    }
    await sql`update mails set from_user_id = (select users.id from users where users.email = mails.from_email)`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('mails').dropColumn('from_user_id').execute();
    await db.schema.alterTable('mails').dropColumn('search_text').execute();
  },
};
