import { randomUUID } from 'node:crypto';
import type { Selectable, Updateable } from 'kysely';
import { ApiErrors } from '@/contract/errors';
import {
  KanbanCardErrors,
  mayChangeKanbanCard,
  type KanbanAssignee,
  type KanbanBoard,
  type KanbanCard,
  type KanbanComment,
  type KanbanCardPatch,
  type MoveKanbanCardRequest,
  type NewKanbanCardRequest,
  type NewKanbanCommentRequest,
} from '@/contract/kanban';
import type { Actor } from '@/server/auth/actor';
import { fromJson, toFlag, toJson } from '@/server/db/columns';
import type { Db } from '@/server/db/database';
import { badRequest, forbidden, notFound } from '@/server/http/api-error';
import { POSITION_STEP, getBoard, insertCard, toKanbanCard } from './kanban-store';
import type { KanbanCardsTable } from './tables';

/**
 * Every write that changes the order of a column first touches that column's row, and every write to a
 * card first touches the card's row, inside one transaction. On PostgreSQL that takes row locks held to
 * the commit, so concurrent writers of one column (or one card) run one after the other; SQLite runs one
 * write transaction at a time anyway. Locks are always taken column first, then card: no lock cycles.
 */
async function lockColumn(trx: Db, columnId: string): Promise<void> {
  const row = await trx
    .updateTable('kanban_columns')
    .set((eb) => ({ position: eb.ref('position') }))
    .where('id', '=', columnId)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw notFound(ApiErrors.columnNotFound);
}

async function lockCard(trx: Db, cardId: string, now: Date) {
  const row = await trx
    .updateTable('kanban_cards')
    .set({ updated_at: now.toISOString() })
    .where('id', '=', cardId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound(KanbanCardErrors.cardNotFound);
  return row;
}

/** 403 unless `actor` created the card, is one of its assignees or is an admin. */
function checkMayChange(row: Selectable<KanbanCardsTable>, actor: Actor): void {
  const card = { createdBy: row.created_by, assignee: fromJson<KanbanAssignee[]>(row.assignee, []) };
  if (!mayChangeKanbanCard(card, { id: actor.id, role: actor.isAdmin ? 'admin' : 'user' })) throw forbidden(ApiErrors.permissionDenied);
}

/** The accounts behind `ids` as a card stores them; an unknown id is a client mistake (400). */
async function resolveAssignees(db: Db, ids: string[]): Promise<KanbanAssignee[]> {
  if (ids.length === 0) return [];
  const users = await db
    .selectFrom('users')
    .select(['id', 'display_name', 'photo_url'])
    .where('id', 'in', ids)
    .execute();
  return ids.map((id) => {
    const user = users.find((candidate) => candidate.id === id);
    if (!user) throw badRequest(KanbanCardErrors.assigneeNotFound);
    return { id: user.id, avatar: user.photo_url, name: user.display_name };
  });
}

/** Adds a card by `createdBy` at the end of its column. */
export function createCard(db: Db, request: NewKanbanCardRequest, createdBy: string, now: Date): Promise<KanbanCard> {
  return db.transaction().execute(async (trx) => {
    await lockColumn(trx, request.columnId);
    const last = await trx
      .selectFrom('kanban_cards')
      .select((eb) => eb.fn.max('position').as('position'))
      .where('column_id', '=', request.columnId)
      .executeTakeFirst();
    const position = last?.position === null || last?.position === undefined ? POSITION_STEP : Number(last.position) + POSITION_STEP;
    const { assigneeIds, ...fields } = request;
    const assignee = await resolveAssignees(trx, assigneeIds);
    return insertCard(trx, { ...fields, assignee, comments: [], createdBy }, position, now);
  });
}

/** Changes only the given fields (its creator, an assignee or an admin, else 403); the card stays where it is. */
export function updateCard(db: Db, cardId: string, patch: KanbanCardPatch, actor: Actor, now: Date): Promise<KanbanCard> {
  return db.transaction().execute(async (trx) => {
    checkMayChange(await lockCard(trx, cardId, now), actor);
    const changes: Updateable<KanbanCardsTable> = {};
    if (patch.name !== undefined) changes.name = patch.name;
    if (patch.description !== undefined) changes.description = patch.description;
    if (patch.due !== undefined) changes.due = patch.due;
    if (patch.completed !== undefined) changes.completed = toFlag(patch.completed);
    if (patch.attachments !== undefined) changes.attachments = toJson(patch.attachments);
    if (patch.assigneeIds !== undefined) changes.assignee = toJson(await resolveAssignees(trx, patch.assigneeIds));
    const row =
      Object.keys(changes).length === 0
        ? await trx.selectFrom('kanban_cards').selectAll().where('id', '=', cardId).executeTakeFirstOrThrow()
        : await trx.updateTable('kanban_cards').set(changes).where('id', '=', cardId).returningAll().executeTakeFirstOrThrow();
    return toKanbanCard(row);
  });
}

/** The position that puts a card between `before` and `after`, or null when no integer is left there. */
function positionBetween(before: number | undefined, after: number | undefined): number | null {
  if (before === undefined && after === undefined) return POSITION_STEP;
  if (before === undefined) return after! - POSITION_STEP;
  if (after === undefined) return before + POSITION_STEP;
  return after - before >= 2 ? Math.floor((before + after) / 2) : null;
}

/** Moves a card to `index` of a column (its own or another) and answers the board as stored after. */
export function moveCard(db: Db, { cardId, columnId, index }: MoveKanbanCardRequest, now: Date): Promise<KanbanBoard> {
  return db.transaction().execute(async (trx) => {
    await lockColumn(trx, columnId);
    await lockCard(trx, cardId, now);
    const siblings = await trx
      .selectFrom('kanban_cards')
      .select(['id', 'position'])
      .where('column_id', '=', columnId)
      .where('id', '!=', cardId)
      .orderBy('position')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const at = Math.min(index, siblings.length);
    const position = positionBetween(siblings[at - 1]?.position, siblings[at]?.position);
    if (position !== null) {
      await trx.updateTable('kanban_cards').set({ column_id: columnId, position }).where('id', '=', cardId).execute();
    } else {
      const order = [...siblings.slice(0, at).map((card) => card.id), cardId, ...siblings.slice(at).map((card) => card.id)];
      for (const [place, id] of order.entries()) {
        await trx
          .updateTable('kanban_cards')
          .set({ column_id: columnId, position: (place + 1) * POSITION_STEP })
          .where('id', '=', id)
          .execute();
      }
    }
    return getBoard(trx);
  });
}

/** Deletes a card: its creator, an assignee or an admin, else 403. */
export function deleteCard(db: Db, cardId: string, actor: Actor, now: Date): Promise<void> {
  return db.transaction().execute(async (trx) => {
    checkMayChange(await lockCard(trx, cardId, now), actor);
    await trx.deleteFrom('kanban_cards').where('id', '=', cardId).execute();
  });
}

/** Appends a comment by `author`; concurrent comments on one card all stay (the card row is locked). */
export function addComment(
  db: Db,
  author: { name: string; avatar: string },
  request: NewKanbanCommentRequest,
  now: Date,
): Promise<KanbanCard> {
  return db.transaction().execute(async (trx) => {
    const row = await lockCard(trx, request.cardId, now);
    const comment: KanbanComment = {
      id: randomUUID(),
      avatar: author.avatar,
      name: author.name,
      createdAt: now.toISOString(),
      messageType: request.messageType,
      message: request.message,
    };
    const comments = [...fromJson<KanbanComment[]>(row.comments, []), comment];
    const updated = await trx
      .updateTable('kanban_cards')
      .set({ comments: toJson(comments) })
      .where('id', '=', request.cardId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toKanbanCard(updated);
  });
}
