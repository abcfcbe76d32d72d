import { SqliteAdapter, sql, type Kysely, type Migration } from 'kysely';

/** The columns the list's search (search_text) and filters (status, role) read, carried by each index. */
const filterColumns = ['search_text', 'status', 'job_title'];

/** What the search looks in: the name in lower case and the email (stored in lower case), one line each. */
const searchTextOf = (row: 'new.' | '') =>
  sql.raw(`lower(${row}display_name) || char(10) || ${row}email`);

/**
 * Adds `users.search_text`, kept by the database itself so that no write can forget it: one LIKE over one column
 * per account is a third faster than one over each of two. PostgreSQL computes it as a stored generated column;
 * SQLite, which can add only computed-when-read ones (too slow to scan), keeps a plain column up to date by triggers.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
async function addSearchText(db: Kysely<any>) {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    await sql`alter table users add column search_text text generated always as (lower(display_name) || chr(10) || email) stored`.execute(db);
    return;
  }
  await sql`alter table users add column search_text text not null default ''`.execute(db);
  await sql`update users set search_text = ${searchTextOf('')}`.execute(db);
  const set = sql`update users set search_text = ${searchTextOf('new.')} where id = new.id`;
  await sql`create trigger users_search_text_insert after insert on users begin ${set}; end`.execute(db);
  await sql`create trigger users_search_text_update after update of display_name, email on users begin ${set}; end`.execute(db);
}

/**
 * The indexes, `users_list_<name>_idx`: one per order of the admin's user list, its sort key ending on the id; and
 * `filter`, not an order: the counts of a role (a range of it), the distinct job titles, and a search's pass over
 * the narrowest index that holds every column the search reads.
 */
const indexKeys: Record<string, string[]> = {
  name: ['lower(display_name)', 'id'],
  email: ['email', 'id'],
  company: ['lower(company)', 'id'],
  role: ['lower(job_title)', 'id'],
  status: ['status', 'created_at', 'id'],
  created: ['created_at', 'id'],
  filter: ['job_title', 'status', 'id'],
};
const indexName = (name: string) => `users_list_${name}_idx`;

const columnsOf = (key: string[]) =>
  [...key, ...filterColumns.filter((column) => !key.includes(column))].map((column) =>
    column.includes('(') ? sql.raw(column) : sql.ref(column),
  );

/**
 * The admin's user list (GET /api/user/manage-users) pages, sorts, searches and filters the accounts in the
 * database, and stays fast at 100,000 of them (scripts/bench-users.mjs). SQLite walks the index of the requested
 * order and stops after one page (managed-user-list.ts); with the search and filter columns in that index it
 * tests each entry there and reads the table row only of a match, so a search that matches a handful of accounts
 * costs one pass over a narrow index instead of a table lookup per account. Text orders are case-insensitive.
 */
export const userListMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
  async up(db: Kysely<any>) {
    await addSearchText(db);
    for (const [name, key] of Object.entries(indexKeys))
      await sql`create index ${sql.id(indexName(name))} on users (${sql.join(columnsOf(key))})`.execute(db);
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
  async down(db: Kysely<any>) {
    for (const name of Object.keys(indexKeys)) await db.schema.dropIndex(indexName(name)).execute();
    await sql`drop trigger if exists users_search_text_insert`.execute(db);
    await sql`drop trigger if exists users_search_text_update`.execute(db);
    await db.schema.alterTable('users').dropColumn('search_text').execute();
  },
};
