import { SqliteAdapter, sql, type SelectQueryBuilder } from 'kysely';
import {
  USER_LIST_ROLES_MAX,
  userListSortOf,
  type ManagedUserListResponse,
  type UserListCounts,
  type UserListQuery,
} from '@/contract/user-list-query';
import type { Database, Db } from '@/server/db/database';
import type { UserRow } from '@/server/http/app-env';
import { toManagedUser } from './managed-users-store';
import { likeLiteral } from '@/server/db/query-helpers';

type UsersQuery = SelectQueryBuilder<Database, 'users', object>;


const isSqlite = (db: Db) => db.getExecutor().adapter instanceof SqliteAdapter;

/**
 * The search lowered as search_text is lowered (user-list-migration.ts): SQLite's lower() knows the case of ASCII
 * letters only, so "Émile" stays "Émile" there and is found by "Émile", not by "émile"; PostgreSQL's knows every
 * letter's.
 */
const lowered = (db: Db, search: string) =>
  isSqlite(db) ? search.replace(/[A-Z]/g, (letter) => letter.toLowerCase()) : search.toLowerCase();

/** Accounts whose name or email holds the search: both are in `search_text`, the name lowered, the email stored so. */
function searched(db: Db, rows: UsersQuery, search: string): UsersQuery {
  if (search === '') return rows;
  return rows.where(sql<boolean>`search_text like ${`%${likeLiteral(lowered(db, search))}%`} escape '\\'`);
}

/**
 * The page's rows: the search, the role and the status tab. The filters are written so that no index serves them
 * (`column || ''`): SQLite's planner, which has no statistics of the table, would otherwise collect every match
 * through the filter's index and sort them all. This way it walks the index of the requested order and stops after
 * one page, testing each entry on the filter columns that index carries (user-list-migration.ts). PostgreSQL plans
 * by its own statistics.
 */
function pageRows(db: Db, query: UserListQuery): UsersQuery {
  let rows = searched(db, db.selectFrom('users'), query.search);
  if (query.role !== '') rows = rows.where(sql<boolean>`(job_title || '') = ${query.role}`);
  if (query.status !== 'all') rows = rows.where(sql<boolean>`(status || '') = ${query.status}`);
  return rows;
}

/** Each order ends on the id, so pages never overlap or skip a row among equal values; desc is the exact reverse. */
function sorted<Q extends UsersQuery>(rows: Q, query: UserListQuery): Q {
  const { orderBy, order } = userListSortOf(query);
  const keys = {
    name: [sql`lower(display_name)`],
    email: [sql`email`],
    company: [sql`lower(company)`],
    role: [sql`lower(job_title)`],
    // Within a status, older before newer.
    status: [sql`status`, sql`created_at`],
    createdAt: [sql`created_at`],
  }[orderBy];
  return [...keys, sql`id`].reduce((ordered, key) => ordered.orderBy(key, order), rows as UsersQuery) as Q;
}

/** The accounts of a job title, by the index that starts with it; every account for ''. */
const ofRole = (rows: UsersQuery, role: string) => (role === '' ? rows : rows.where('job_title', '=', role));

/** The counts of the status tabs: every account is active or banned. */
const countsOf = (all: number, banned: number): UserListCounts => ({ all, active: all - banned, banned });

/** How many accounts of the role (all without one) there are, and how many of them are banned. Index ranges only. */
async function roleCounts(db: Db, role: string): Promise<UserListCounts> {
  const count = async (rows: UsersQuery) =>
    Number(
      (await rows.select((eb) => eb.fn.countAll<number | string | bigint>().as('n')).executeTakeFirstOrThrow()).n,
    );
  // Without a role the first is SQLite's count of a whole table, which reads no row.
  const [all, banned] = await Promise.all([
    count(ofRole(db.selectFrom('users'), role)),
    count(ofRole(db.selectFrom('users'), role).where('status', '=', 'banned')),
  ]);
  return countsOf(all, banned);
}

/** What a search finds within the role: the first `limit` matches (id and status), and how many there are. */
interface Matches {
  first(limit: number): Promise<{ id: string; status: string }[]>;
  counts(): Promise<UserListCounts>;
}

/** Every account read once: one pass over the narrowest index that holds what the search reads. */
function scannedMatches(db: Db, query: UserListQuery): Matches {
  const rows = () => ofRole(searched(db, db.selectFrom('users'), query.search), query.role);
  return {
    first: (limit) => rows().select(['id', 'status']).limit(limit).execute(),
    async counts() {
      // One row of sums rather than a count per status: a GROUP BY would sort the matches by status or walk the
      // wider status index, and costs a third more at 100,000 accounts.
      const counted = await rows()
        .select((eb) => [
          eb.fn.countAll<number | string | bigint>().as('all'),
          eb.fn.sum<number | string | bigint | null>(sql`case when status = 'banned' then 1 else 0 end`).as('banned'),
        ])
        .executeTakeFirstOrThrow();
      return countsOf(Number(counted.all), Number(counted.banned ?? 0));
    },
  };
}

/** The trigram index takes searches of this many characters and more; a shorter one has no trigram to look up. */
const TRIGRAM = 3;

/**
 * SQLite's trigram index of the search (user-search-index-migration.ts): only the matching accounts are read. The
 * search is one phrase of the text lowered as search_text is, so it finds what the LIKE of scannedMatches finds.
 */
function indexedMatches(db: Db, query: UserListQuery): Matches {
  const phrase = `"${lowered(db, query.search).replaceAll('"', '""')}"`;
  const role = query.role === '' ? sql`` : sql`and r.job_title = ${query.role}`;
  const found = sql`user_search join user_search_rows r on r.row_id = user_search.rowid
    where user_search match ${phrase} ${role}`;
  return {
    first: async (limit) =>
      (await sql<{ id: string; status: string }>`select r.user_id as id, r.status from ${found} limit ${limit}`.execute(db))
        .rows,
    async counts() {
      const { rows } = await sql<{ all: number; banned: number | null }>`
        select count(*) as "all", sum(case when r.status = 'banned' then 1 else 0 end) as banned from ${found}`.execute(db);
      return countsOf(Number(rows[0]!.all), Number(rows[0]!.banned ?? 0));
    },
  };
}

const matchesOf = (db: Db, query: UserListQuery): Matches =>
  isSqlite(db) && [...query.search].length >= TRIGRAM
    ? indexedMatches(db, query)
    : scannedMatches(db, query);

/** A search that matches at most this many accounts is answered from the one pass that finds them. */
const FEW_MATCHES = 1000;

type Page = Promise<{ rows: UserRow[]; counts: UserListCounts }>;

const onePage = <Q extends UsersQuery>(rows: Q, query: UserListQuery) =>
  sorted(rows.selectAll(), query)
    .limit(query.rowsPerPage)
    .offset((query.page - 1) * query.rowsPerPage)
    .execute();

/** Without a search: the page walks the index of its order, and the counts are index ranges. */
async function plainPage(db: Db, query: UserListQuery): Page {
  const [rows, counts] = await Promise.all([onePage(pageRows(db, query), query), roleCounts(db, query.role)]);
  return { rows, counts };
}

/**
 * With a search, the first FEW_MATCHES + 1 matches (their ids and statuses) are collected. When that is all of
 * them, which is the case of a search for someone, the counts follow from them and the page is read by id. A
 * broader search finds a page soon on the index of its order, and counts its matches apart.
 */
async function searchedPage(db: Db, query: UserListQuery): Page {
  const matches = matchesOf(db, query);
  const found = await matches.first(FEW_MATCHES + 1);
  if (found.length <= FEW_MATCHES) {
    const counts = countsOf(found.length, found.filter((row) => row.status === 'banned').length);
    const ids = found.filter((row) => query.status === 'all' || row.status === query.status).map((row) => row.id);
    const rows = ids.length === 0 ? [] : await onePage(db.selectFrom('users').where('id', 'in', ids), query);
    return { rows, counts };
  }
  const [rows, counts] = await Promise.all([onePage(pageRows(db, query), query), matches.counts()]);
  return { rows, counts };
}

/** The job titles accounts hold, for the role filter: distinct, none empty, alphabetical, at most USER_LIST_ROLES_MAX. */
async function jobTitles(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('job_title')
    .distinct()
    .where('job_title', '<>', '')
    .orderBy('job_title')
    .limit(USER_LIST_ROLES_MAX)
    .execute();
  return rows.map((row) => row.job_title);
}

/** One page of the workspace's accounts, searched, filtered and sorted by the database, with the tabs' counts. */
export async function listManagedUsers(db: Db, query: UserListQuery): Promise<ManagedUserListResponse> {
  const [{ rows, counts }, roles] = await Promise.all([
    query.search === '' ? plainPage(db, query) : searchedPage(db, query),
    jobTitles(db),
  ]);
  const { page, rowsPerPage } = query;
  return { users: rows.map(toManagedUser), total: counts[query.status], page, rowsPerPage, counts, roles };
}
