import { SqliteAdapter, sql, type Kysely, type Migration } from 'kysely';

/** What the search looks in, as users.search_text holds it (user-list-migration.ts). */
const searchTextOf = (row: 'new.' | '') => sql.raw(`lower(${row}display_name) || char(10) || ${row}email`);

/**
 * A trigram index of the user list's search on SQLite (managed-user-list.ts): a search of three or more characters
 * finds its matches there instead of reading every account. `user_search_rows` keeps, per account, the text and
 * what the list filters on, under an integer key that VACUUM never changes; `user_search` is the FTS5 index of its
 * text. Triggers keep both up to date with every write to `users`. The index is case-sensitive over the text
 * lowered the way search_text is, so it finds exactly what `search_text like '%…%'` finds.
 * PostgreSQL keeps the LIKE over search_text, planned by its own statistics.
 */
export const userSearchIndexMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
  async up(db: Kysely<any>) {
    if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
    await sql`create table user_search_rows (
      row_id integer primary key,
      user_id text not null unique,
      status text not null,
      job_title text not null,
      text text not null
    )`.execute(db);
    await sql`create virtual table user_search using fts5(
      text, content = 'user_search_rows', content_rowid = 'row_id', tokenize = 'trigram case_sensitive 1'
    )`.execute(db);

    await sql`create trigger user_search_rows_insert after insert on user_search_rows begin
      insert into user_search (rowid, text) values (new.row_id, new.text); end`.execute(db);
    await sql`create trigger user_search_rows_delete after delete on user_search_rows begin
      insert into user_search (user_search, rowid, text) values ('delete', old.row_id, old.text); end`.execute(db);
    await sql`create trigger user_search_rows_update after update of text on user_search_rows begin
      insert into user_search (user_search, rowid, text) values ('delete', old.row_id, old.text);
      insert into user_search (rowid, text) values (new.row_id, new.text); end`.execute(db);

    await sql`create trigger users_search_rows_insert after insert on users begin
      insert into user_search_rows (user_id, status, job_title, text)
      values (new.id, new.status, new.job_title, ${searchTextOf('new.')}); end`.execute(db);
    await sql`create trigger users_search_rows_update after update of display_name, email, status, job_title on users begin
      update user_search_rows set status = new.status, job_title = new.job_title, text = ${searchTextOf('new.')}
      where user_id = new.id; end`.execute(db);
    await sql`create trigger users_search_rows_delete after delete on users begin
      delete from user_search_rows where user_id = old.id; end`.execute(db);

    await sql`insert into user_search_rows (user_id, status, job_title, text)
      select id, status, job_title, ${searchTextOf('')} from users`.execute(db);
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
  async down(db: Kysely<any>) {
    if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
    for (const trigger of ['users_search_rows_insert', 'users_search_rows_update', 'users_search_rows_delete'])
      await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
    await sql`drop table user_search`.execute(db);
    await sql`drop table user_search_rows`.execute(db);
  },
};
