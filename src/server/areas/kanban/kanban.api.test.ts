import { expect, it } from 'vitest';
import { ErrorMessage } from '@/contract/errors';
import {
  KanbanValidation,
  kanbanBoardSchema,
  type KanbanBoard,
  type KanbanColumn,
} from '@/contract/kanban';
import { describeApi, type ApiServer } from '@/server/testing/api-server';
import { storedCards } from './stored-cards';

const storedCardCount = async (server: ApiServer, columnId: string) => (await storedCards(server, columnId)).length;

describeApi('kanban API', (server) => {
  const getBoard = async (): Promise<KanbanBoard> => {
    const { status, body } = await server.api.get('/api/kanban/board', { token: server.adminToken });
    expect(status).toBe(200);
    return body.board;
  };
  const post = (action: 'new' | 'update' | 'delete', body: unknown) =>
    server.api.post(`/api/kanban/columns/${action}`, body, { token: server.adminToken });
  const createColumn = async (name: string): Promise<KanbanColumn> => {
    const { status, body } = await post('new', { name });
    expect(status, JSON.stringify(body)).toBe(200);
    return body.column;
  };

  it('answers the seeded board: Backlog, Progress, Q&A, Production with 2-4 cards each', async () => {
    const board = await getBoard();
    expect(kanbanBoardSchema.parse(board)).toEqual(board);
    expect(board.columns.map((column) => column.name)).toEqual(['Backlog', 'Progress', 'Q&A', 'Production']);
    const cards = board.columns.flatMap((column) => column.cards);
    for (const column of board.columns) {
      expect(column.cards.length).toBeGreaterThanOrEqual(2);
      expect(column.cards.length).toBeLessThanOrEqual(4);
      for (const card of column.cards) expect(card.columnId).toBe(column.id);
    }
    expect(new Set(cards.map((card) => card.id)).size).toBe(cards.length);
    expect(cards.some((card) => card.due === null)).toBe(true);
    expect(cards.some((card) => card.due !== null)).toBe(true);
    expect(cards.some((card) => card.completed)).toBe(true);
    expect(
      board.columns.find((column) => column.name === 'Production')!.cards.every((card) => card.completed),
    ).toBe(true);

    const attachments = cards.flatMap((card) => card.attachments);
    expect(attachments.length).toBeGreaterThan(0);
    for (const url of attachments) expect(url).toMatch(/^\/images\/(gallery|cover)\/\d+\.svg$/);

    const assignees = cards.flatMap((card) => card.assignee);
    expect(assignees.length).toBeGreaterThan(0);
    expect(cards.some((card) => card.assignee.length > 1)).toBe(true);
    for (const person of assignees) {
      expect(person.avatar).toMatch(/^\/images\/avatar\/\d+\.svg$/);
      expect(person.name).toMatch(/^\S+ \S+/);
    }

    const comments = cards.flatMap((card) => card.comments);
    expect(comments.length).toBeGreaterThanOrEqual(3);
    expect(comments.some((comment) => comment.messageType === 'image')).toBe(true);
    for (const comment of comments) {
      if (comment.messageType === 'image') expect(comment.message).toMatch(/^\/images\/gallery\/\d+\.svg$/);
      expect(Date.parse(comment.createdAt)).toBeLessThan(Date.now());
    }
  });

  it('creates a column at the end with no cards, trimmed, and keeps it on the board', async () => {
    const column = await createColumn('  Ideas parking lot  ');
    expect(column).toEqual({ id: expect.any(String), name: 'Ideas parking lot', cards: [] });
    const second = await createColumn('Archive');
    const names = (await getBoard()).columns.map((item) => item.name);
    expect(names.slice(-2)).toEqual(['Ideas parking lot', 'Archive']);
    expect((await getBoard()).columns.at(-1)).toEqual(second);
  });

  it('renames a column and keeps its cards and place', async () => {
    const before = await getBoard();
    const progress = before.columns[1]!;
    const { status, body } = await post('update', {
      columnId: progress.id,
      updateColumn: { name: ' In progress ' },
    });
    expect(status).toBe(200);
    expect(body.column).toEqual({ ...progress, name: 'In progress' });
    const after = await getBoard();
    expect(after.columns[1]).toEqual(body.column);
    expect(after.columns.map((column) => column.id)).toEqual(before.columns.map((column) => column.id));
  });

  it('deletes a column together with its cards', async () => {
    const before = await getBoard();
    const qa = before.columns.find((column) => column.name === 'Q&A')!;
    expect(qa.cards.length).toBeGreaterThan(0);
    expect(await storedCardCount(server, qa.id)).toBe(qa.cards.length);

    const { status, body } = await post('delete', { columnId: qa.id });
    expect(status).toBe(200);
    expect(body).toEqual({ columnId: qa.id });
    const after = await getBoard();
    expect(after.columns.map((column) => column.id)).toEqual(
      before.columns.filter((column) => column.id !== qa.id).map((column) => column.id),
    );
    const remainingCardIds = after.columns.flatMap((column) => column.cards.map((card) => card.id));
    for (const card of qa.cards) expect(remainingCardIds).not.toContain(card.id);
    expect(await storedCardCount(server, qa.id)).toBe(0);

    const again = await post('delete', { columnId: qa.id });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: ErrorMessage.columnNotFound, code: 'kanban.column_not_found' });
  });

  it('answers 404 Column not found for an unknown column', async () => {
    const renamed = await post('update', { columnId: 'no-such-column', updateColumn: { name: 'X' } });
    expect(renamed.status).toBe(404);
    expect(renamed.body).toEqual({ message: 'Column not found', code: 'kanban.column_not_found' });
    const deleted = await post('delete', { columnId: 'no-such-column' });
    expect(deleted.status).toBe(404);
    expect(deleted.body).toEqual({ message: 'Column not found', code: 'kanban.column_not_found' });
  });

  it('answers 400 naming the field for invalid input', async () => {
    const columnId = (await getBoard()).columns[0]!.id;
    const cases: ['new' | 'update' | 'delete', unknown, string][] = [
      ['new', {}, `name: ${KanbanValidation.columnNameRequired}`],
      ['new', { name: '   ' }, `name: ${KanbanValidation.columnNameRequired}`],
      ['new', { name: 7 }, `name: ${KanbanValidation.columnNameRequired}`],
      ['new', { name: 'x'.repeat(101) }, `name: ${KanbanValidation.columnNameTooLong}`],
      ['update', { updateColumn: { name: 'X' } }, `columnId: ${KanbanValidation.columnIdRequired}`],
      ['update', { columnId }, `updateColumn: ${KanbanValidation.columnUpdateRequired}`],
      ['update', { columnId, updateColumn: {} }, `updateColumn.name: ${KanbanValidation.columnNameRequired}`],
      [
        'update',
        { columnId, updateColumn: { name: '' } },
        `updateColumn.name: ${KanbanValidation.columnNameRequired}`,
      ],
      ['delete', {}, `columnId: ${KanbanValidation.columnIdRequired}`],
      ['delete', { columnId: '' }, `columnId: ${KanbanValidation.columnIdRequired}`],
    ];
    const before = await getBoard();
    for (const [action, body, message] of cases) {
      const response = await post(action, body);
      expect(response.status, message).toBe(400);
      expect(response.body.message).toBe(message);
    }
    expect(await getBoard()).toEqual(before);
    expect((await createColumn('x'.repeat(100))).name).toHaveLength(100);
  });

  it('is shared by the whole workspace', async () => {
    // Columns are made by admins; another account (a member) sees the same board.
    const member = await server.api.registerUser();
    const column = await createColumn('Shared column');
    const seen = await server.api.get('/api/kanban/board', { token: member.token });
    expect(seen.status).toBe(200);
    expect(seen.body.board).toEqual(await getBoard());
    expect(seen.body.board.columns).toContainEqual(column);
  });

  it('answers 401 on every endpoint without a token', async () => {
    const calls = [
      server.api.get('/api/kanban/board'),
      server.api.post('/api/kanban/columns/new', { name: 'X' }),
      server.api.post('/api/kanban/columns/update', { columnId: 'x', updateColumn: { name: 'X' } }),
      server.api.post('/api/kanban/columns/delete', { columnId: 'x' }),
    ];
    for (const { status, body } of await Promise.all(calls)) {
      expect(status).toBe(401);
      expect(body).toEqual({ message: ErrorMessage.tokenMissing, code: 'auth.token_missing' });
    }
  });

  it('keeps the board across a restart', async () => {
    const added = await createColumn('Kept across restart');
    const first = (await getBoard()).columns[0]!;
    await post('update', { columnId: first.id, updateColumn: { name: 'Backlog (renamed)' } });
    const doomed = await createColumn('Deleted before restart');
    await post('delete', { columnId: doomed.id });
    const before = await getBoard();

    await server.restart();
    const after = await getBoard();
    expect(after).toEqual(before);
    expect(after.columns.at(-1)).toEqual(added);
    expect(after.columns[0]!.name).toBe('Backlog (renamed)');
    expect(after.columns.map((column) => column.id)).not.toContain(doomed.id);
  });
});
