import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { SQLITE_FILE_NAME } from '@/server/db/open-database';
import type { TestServer } from '@/server/testing/server-process';

export interface StoredCard {
  id: string;
  position: number;
}

/** A column's card rows straight from the test server's database (tests only): the board cannot show orphans or ties. */
export async function storedCards(server: TestServer, columnId: string): Promise<StoredCard[]> {
  const query = 'select id, position from kanban_cards where column_id = ';
  const order = ' order by position, id';
  if (server.engine === 'sqlite') {
    const file = new SQLite(path.join(server.dataDir, SQLITE_FILE_NAME), { readonly: true });
    try {
      return file.prepare(`${query}?${order}`).all(columnId) as StoredCard[];
    } finally {
      file.close();
    }
  }
  const client = new pg.Client({ connectionString: server.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<StoredCard>(`${query}$1${order}`, [columnId])).rows;
  } finally {
    await client.end();
  }
}
