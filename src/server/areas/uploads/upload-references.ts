import { sql } from 'kysely';
import type { UploadReference } from '@/server/area';
import type { Db } from '@/server/db/database';
import { UPLOADS_PATH } from './upload-store';

/** Names asked about per query: well below SQLite's limit of bound values. */
export const REFERENCE_BATCH = 200;

/**
 * Which of the recorded uploads `names` any declared column mentions as `/uploads/<name>` (alone, in JSON, in
 * HTML). One query per column and batch: the CROSS JOIN makes SQLite read the column's rows once, in the outer
 * loop, dropping every row without '/uploads/' before any name is tried (PostgreSQL plans the same on its own);
 * the names come from the uploads table by its key. Upload names hold no LIKE wildcards ('%', '_').
 */
export async function referencedUploads(
  db: Db,
  references: readonly UploadReference[],
  names: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < names.length; start += REFERENCE_BATCH) {
    const batch = names.slice(start, start + REFERENCE_BATCH);
    for (const { table, column } of references) {
      const text = sql.ref(`r.${column}`);
      const { rows } = await sql<{ name: string }>`
        select distinct u.name as name
        from ${sql.table(table)} as r cross join uploads as u
        where ${text} like ${`%${UPLOADS_PATH}/%`}
          and u.name in (${sql.join(batch)})
          and ${text} like (${`%${UPLOADS_PATH}/`} || u.name || '%')
      `.execute(db);
      for (const row of rows) found.add(row.name);
    }
  }
  return found;
}
