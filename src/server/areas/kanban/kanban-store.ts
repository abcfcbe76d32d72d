import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import { ApiErrors } from '@/contract/errors';
import type {
  KanbanAssignee,
  KanbanBoard,
  KanbanCard,
  KanbanColumn,
  KanbanComment,
} from '@/contract/kanban';
import { fromFlag, fromJson, toFlag, toJson } from '@/server/db/columns';
import type { Db } from '@/server/db/database';
import { notFound } from '@/server/http/api-error';
import type { KanbanCardsTable, KanbanColumnsTable } from './tables';

type ColumnRow = Selectable<KanbanColumnsTable>;
type CardRow = Selectable<KanbanCardsTable>;

/**
 * Gap between neighbouring positions: a card or column moved between two others takes the midpoint;
 * only when no integer is left there do its siblings get renumbered.
 */
export const POSITION_STEP = 1024;

export function toKanbanCard(row: CardRow): KanbanCard {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    due: row.due,
    columnId: row.column_id,
    completed: fromFlag(row.completed),
    attachments: fromJson<string[]>(row.attachments, []),
    assignee: fromJson<KanbanAssignee[]>(row.assignee, []),
    comments: fromJson<KanbanComment[]>(row.comments, []),
    createdBy: row.created_by,
  };
}

const toKanbanColumn = (row: ColumnRow, cards: KanbanCard[]): KanbanColumn => ({
  id: row.id,
  name: row.name,
  cards,
});

function selectCards(db: Db) {
  return db.selectFrom('kanban_cards').selectAll().orderBy('position').orderBy('created_at').orderBy('id');
}

/** The whole board: columns in order, each with its cards in order. */
export async function getBoard(db: Db): Promise<KanbanBoard> {
  const columns = await db
    .selectFrom('kanban_columns')
    .selectAll()
    .orderBy('position')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const cardsByColumn = new Map<string, KanbanCard[]>(columns.map((column) => [column.id, []]));
  for (const row of await selectCards(db).execute())
    cardsByColumn.get(row.column_id)?.push(toKanbanCard(row));
  return { columns: columns.map((column) => toKanbanColumn(column, cardsByColumn.get(column.id) ?? [])) };
}

/** Appends a column after the last one. */
export async function insertColumn(
  db: Db,
  column: { id?: string; name: string },
  now: Date,
): Promise<KanbanColumn> {
  const { last } = await db
    .selectFrom('kanban_columns')
    .select(sql<number | null>`max(position)`.as('last'))
    .executeTakeFirstOrThrow();
  const row: ColumnRow = {
    id: column.id ?? randomUUID(),
    name: column.name,
    position: (last === null ? 0 : Number(last)) + POSITION_STEP,
    created_at: now.toISOString(),
  };
  await db.insertInto('kanban_columns').values(row).execute();
  return toKanbanColumn(row, []);
}

export async function renameColumn(db: Db, id: string, name: string): Promise<KanbanColumn> {
  const row = await db
    .updateTable('kanban_columns')
    .set({ name })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound(ApiErrors.columnNotFound);
  const cards = await selectCards(db).where('column_id', '=', id).execute();
  return toKanbanColumn(row, cards.map(toKanbanCard));
}

/** Deletes the column; its cards go with it (on delete cascade). */
export async function deleteColumn(db: Db, id: string): Promise<void> {
  const result = await db.deleteFrom('kanban_columns').where('id', '=', id).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw notFound(ApiErrors.columnNotFound);
}

export type NewKanbanCard = Omit<KanbanCard, 'id'> & { id?: string };

/** Adds a card at the given position of its column. */
export async function insertCard(
  db: Db,
  card: NewKanbanCard,
  position: number,
  now: Date,
): Promise<KanbanCard> {
  const row: CardRow = {
    id: card.id ?? randomUUID(),
    column_id: card.columnId,
    position,
    name: card.name,
    description: card.description,
    due: card.due,
    completed: toFlag(card.completed),
    attachments: toJson(card.attachments),
    assignee: toJson(card.assignee),
    comments: toJson(card.comments),
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    created_by: card.createdBy,
  };
  await db.insertInto('kanban_cards').values(row).execute();
  return toKanbanCard(row);
}
