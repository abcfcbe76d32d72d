import { expect, it } from 'vitest';
import { ErrorMessage } from '@/contract/errors';
import {
  KanbanCardValidation,
  KanbanMessage,
  kanbanBoardSchema,
  kanbanCardSchema,
  type KanbanBoard,
  type KanbanCard,
  type KanbanColumn,
} from '@/contract/kanban';
import { describeApi } from '@/server/testing/api-server';
import { storedCards } from './stored-cards';

type CardAction = 'new' | 'update' | 'move' | 'delete';

/** A small deterministic generator, so a failing sequence of moves can be replayed. */
function sequence(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state % below;
  };
}

describeApi('kanban cards API', (server, engine) => {
  const getBoard = async (): Promise<KanbanBoard> => {
    const { status, body } = await server.api.get('/api/kanban/board', { token: server.adminToken });
    expect(status).toBe(200);
    return body.board;
  };
  const cardCall = (action: CardAction, body: unknown) => server.api.post(`/api/kanban/cards/${action}`, body, { token: server.adminToken });
  const createColumn = async (name: string): Promise<KanbanColumn> => {
    const { status, body } = await server.api.post('/api/kanban/columns/new', { name }, { token: server.adminToken });
    expect(status).toBe(200);
    return body.column;
  };
  const createCard = async (columnId: string, name: string, extra: object = {}): Promise<KanbanCard> => {
    const { status, body } = await cardCall('new', { columnId, name, ...extra });
    expect(status, JSON.stringify(body)).toBe(200);
    return body.card;
  };
  const move = async (cardId: string, columnId: string, index: number): Promise<KanbanBoard> => {
    const { status, body } = await cardCall('move', { cardId, columnId, index });
    expect(status, JSON.stringify(body)).toBe(200);
    return body.board;
  };
  const idsOf = (board: KanbanBoard, columnId: string) =>
    board.columns.find((column) => column.id === columnId)!.cards.map((card) => card.id);
  /** Each column's stored positions are distinct: the order never rests on a tie-breaker. */
  const expectDistinctPositions = async (columnIds: string[]) => {
    for (const columnId of columnIds) {
      const positions = (await storedCards(server, columnId)).map((card) => card.position);
      expect(new Set(positions).size).toBe(positions.length);
    }
  };

  it('creates a card at the end of its column with defaults, trimmed, assignees resolved', async () => {
    const column = await createColumn('Cards: create');
    const first = await createCard(column.id, '  Book the studio  ');
    expect(first).toEqual({
      id: expect.any(String),
      name: 'Book the studio',
      description: '',
      due: null,
      columnId: column.id,
      completed: false,
      attachments: [],
      assignee: [],
      comments: [],
      createdBy: (await server.api.get('/api/account/my-account', { token: server.adminToken })).body.user.id,
    });
    const members = (await server.api.get('/api/chat/contacts', { token: server.adminToken })).body.contacts.slice(0, 2);
    const second = await createCard(column.id, 'Rehearsal', {
      description: 'Full run with the band',
      due: '2030-05-01T17:00:00+02:00',
      completed: true,
      assigneeIds: members.map((member: { id: string }) => member.id),
      attachments: ['/images/gallery/3.svg', '/uploads/0c5e8f7a-3b1d-4e8f-9a6b-2c4d6e8f0a1b.png'],
    });
    expect(kanbanCardSchema.strict().parse(second)).toEqual(second);
    expect(second).toMatchObject({
      description: 'Full run with the band',
      due: '2030-05-01T15:00:00.000Z',
      completed: true,
      attachments: ['/images/gallery/3.svg', '/uploads/0c5e8f7a-3b1d-4e8f-9a6b-2c4d6e8f0a1b.png'],
      assignee: members.map((member: { id: string; name: string; avatar: string }) => ({
        id: member.id,
        name: member.name,
        avatar: member.avatar,
      })),
    });
    const board = await getBoard();
    expect(board.columns.find((item) => item.id === column.id)!.cards).toEqual([first, second]);
  });

  it('edits only the given fields and keeps the card in place', async () => {
    const column = await createColumn('Cards: edit');
    const [a, b, c] = [await createCard(column.id, 'A'), await createCard(column.id, 'B'), await createCard(column.id, 'C')];
    const { status, body } = await cardCall('update', {
      cardId: b.id,
      updateCard: { name: ' B renamed ', description: 'Now with notes', due: '2031-01-02T03:04:05.000Z', completed: true },
    });
    expect(status).toBe(200);
    expect(body.card).toEqual({ ...b, name: 'B renamed', description: 'Now with notes', due: '2031-01-02T03:04:05.000Z', completed: true });
    const cleared = await cardCall('update', { cardId: b.id, updateCard: { due: null, attachments: ['/images/cover/2.svg'] } });
    expect(cleared.body.card).toEqual({ ...body.card, due: null, attachments: ['/images/cover/2.svg'] });
    const unchanged = await cardCall('update', { cardId: b.id, updateCard: {} });
    expect(unchanged.body.card).toEqual(cleared.body.card);
    expect(idsOf(await getBoard(), column.id)).toEqual([a.id, b.id, c.id]);
  });

  it('moves within and across columns, to the index asked, the order kept after many moves', async () => {
    const columns = [await createColumn('Cards: move 1'), await createColumn('Cards: move 2'), await createColumn('Cards: move 3')];
    const model = new Map<string, string[]>(columns.map((column) => [column.id, []]));
    for (const [index, column] of columns.entries()) {
      for (let n = 0; n < 4; n += 1) model.get(column.id)!.push((await createCard(column.id, `Card ${index}.${n}`)).id);
    }
    const next = sequence(engine === 'sqlite' ? 7 : 11);
    // 120 moves: enough that inserting between neighbours exhausts the gaps and renumbers some columns.
    for (let step = 0; step < 120; step += 1) {
      const from = columns[next(3)]!.id;
      if (model.get(from)!.length === 0) continue;
      const cardId = model.get(from)![next(model.get(from)!.length)]!;
      const to = columns[next(3)]!.id;
      model.set(from, model.get(from)!.filter((id) => id !== cardId));
      const index = step % 5 === 0 ? 99 : next(model.get(to)!.length + 1);
      model.get(to)!.splice(Math.min(index, model.get(to)!.length), 0, cardId);
      const board = await move(cardId, to, index);
      for (const column of columns) expect(idsOf(board, column.id), `step ${step}`).toEqual(model.get(column.id));
    }
    const board = await getBoard();
    for (const column of columns) {
      expect(idsOf(board, column.id)).toEqual(model.get(column.id));
      for (const card of board.columns.find((item) => item.id === column.id)!.cards) expect(card.columnId).toBe(column.id);
    }
    await expectDistinctPositions(columns.map((column) => column.id));
  });

  it('keeps the order when a card goes before the first one over and over', async () => {
    const column = await createColumn('Cards: to the top');
    const ids = [await createCard(column.id, 'x'), await createCard(column.id, 'y'), await createCard(column.id, 'z')].map((card) => card.id);
    for (let round = 0; round < 30; round += 1) {
      const last = ids.pop()!;
      ids.unshift(last);
      expect(idsOf(await move(last, column.id, 0), column.id)).toEqual(ids);
    }
    for (let round = 0; round < 15; round += 1) {
      // Between the first two again and again: the gap halves each time until a renumbering.
      const third = ids[2]!;
      ids.splice(2, 1);
      ids.splice(1, 0, third);
      expect(idsOf(await move(third, column.id, 1), column.id)).toEqual(ids);
    }
    await expectDistinctPositions([column.id]);
  });

  it('parallel moves by several people leave every card exactly once, in a consistent order', async () => {
    const columns = [await createColumn('Race 1'), await createColumn('Race 2'), await createColumn('Race 3')];
    const cards: KanbanCard[] = [];
    for (const column of columns) for (let n = 0; n < 5; n += 1) cards.push(await createCard(column.id, `Race ${n}`));
    const member = await server.api.registerUser();
    const next = sequence(42);
    const moves = Array.from({ length: 60 }, (_, n) => ({
      cardId: cards[next(cards.length)]!.id,
      columnId: columns[next(columns.length)]!.id,
      index: next(8),
      token: n % 2 === 0 ? server.adminToken : member.token,
    }));
    const answers = await Promise.all(
      moves.map(({ token: who, ...request }) => server.api.post('/api/kanban/cards/move', request, { token: who })),
    );
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);

    const board = await getBoard();
    expect(kanbanBoardSchema.parse(board)).toEqual(board);
    const raced = board.columns.filter((column) => columns.some((item) => item.id === column.id));
    const placed = raced.flatMap((column) => column.cards.map((card) => card.id));
    expect(placed.toSorted()).toEqual(cards.map((card) => card.id).toSorted());
    for (const column of raced) for (const card of column.cards) expect(card.columnId).toBe(column.id);
    await expectDistinctPositions(columns.map((column) => column.id));
    // The stored order is the order the board shows, and a move after the race lands exactly where asked.
    for (const column of raced) expect((await storedCards(server, column.id)).map((card) => card.id)).toEqual(column.cards.map((card) => card.id));
    const target = raced[0]!;
    const moved = raced[1]!.cards[0] ?? raced[2]!.cards[0]!;
    const after = await move(moved.id, target.id, 1);
    expect(idsOf(after, target.id)[1]).toBe(moved.id);
    expect(idsOf(after, target.id)).toHaveLength(target.cards.length + 1);
  });

  it('many cards dropped at the same place at once all land there, each exactly once', async () => {
    const source = await createColumn('Crowd source');
    const target = await createColumn('Crowd target');
    const resident = await createCard(target.id, 'Already here');
    const crowd: string[] = [];
    for (let n = 0; n < 16; n += 1) crowd.push((await createCard(source.id, `Crowd ${n}`)).id);
    const answers = await Promise.all(
      crowd.map((cardId, n) => server.api.post('/api/kanban/cards/move', { cardId, columnId: target.id, index: n % 2 }, { token: server.adminToken })),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    const board = await getBoard();
    expect(idsOf(board, source.id)).toEqual([]);
    const landed = idsOf(board, target.id);
    expect(landed.toSorted()).toEqual([...crowd, resident.id].toSorted());
    await expectDistinctPositions([target.id]);
  });

  it('deletes a card, and answers 404 Card not found after', async () => {
    const column = await createColumn('Cards: delete');
    const [a, b] = [await createCard(column.id, 'Keep'), await createCard(column.id, 'Drop')];
    const { status, body } = await cardCall('delete', { cardId: b.id });
    expect(status).toBe(200);
    expect(body).toEqual({ cardId: b.id });
    expect(idsOf(await getBoard(), column.id)).toEqual([a.id]);
    for (const [action, request] of [
      ['delete', { cardId: b.id }],
      ['update', { cardId: b.id, updateCard: { name: 'X' } }],
      ['move', { cardId: b.id, columnId: column.id, index: 0 }],
    ] as const) {
      const again = await cardCall(action, request);
      expect(again.status, action).toBe(404);
      expect(again.body).toEqual({ message: KanbanMessage.cardNotFound, code: 'kanban.card_not_found' });
    }
    const comment = await server.api.post('/api/kanban/comments/new', { cardId: b.id, message: 'Hi' }, { token: server.adminToken });
    expect(comment.status).toBe(404);
    expect(comment.body).toEqual({ message: KanbanMessage.cardNotFound, code: 'kanban.card_not_found' });
  });

  it('answers 404 Column not found for a card in or moved to an unknown column', async () => {
    const column = await createColumn('Cards: unknown column');
    const card = await createCard(column.id, 'Stays');
    for (const [action, request] of [
      ['new', { columnId: 'no-such-column', name: 'X' }],
      ['move', { cardId: card.id, columnId: 'no-such-column', index: 0 }],
    ] as const) {
      const answer = await cardCall(action, request);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: ErrorMessage.columnNotFound, code: 'kanban.column_not_found' });
    }
    expect(idsOf(await getBoard(), column.id)).toEqual([card.id]);
  });

  it('adds text and image comments by the signed-in user; parallel comments all stay', async () => {
    const column = await createColumn('Cards: comments');
    const card = await createCard(column.id, 'Discuss');
    const text = await server.api.post('/api/kanban/comments/new', { cardId: card.id, message: ' Looks good ' }, { token: server.adminToken });
    expect(text.status).toBe(200);
    const me = (await server.api.get('/api/account/my-account', { token: server.adminToken })).body.user;
    expect(text.body.card.comments).toEqual([
      { id: expect.any(String), name: me.displayName, avatar: me.photoURL, createdAt: expect.any(String), messageType: 'text', message: 'Looks good' },
    ]);
    const image = await server.api.post('/api/kanban/comments/new', { cardId: card.id, messageType: 'image', message: '/images/gallery/4.svg' }, { token: server.adminToken });
    expect(image.body.card.comments.at(-1)).toMatchObject({ messageType: 'image', message: '/images/gallery/4.svg' });

    await Promise.all(
      Array.from({ length: 12 }, (_, n) => server.api.post('/api/kanban/comments/new', { cardId: card.id, message: `Note ${n}` }, { token: server.adminToken })),
    );
    const stored = (await getBoard()).columns.find((item) => item.id === column.id)!.cards[0]!;
    expect(stored.comments).toHaveLength(14);
    expect(stored.comments.map((comment) => comment.message).toSorted()).toEqual(
      ['Looks good', '/images/gallery/4.svg', ...Array.from({ length: 12 }, (_, n) => `Note ${n}`)].toSorted(),
    );
  });

  it('answers 400 naming the field for invalid input and changes nothing', async () => {
    const column = await createColumn('Cards: validation');
    const card = await createCard(column.id, 'Valid');
    const V = KanbanCardValidation;
    const cases: [string, unknown, string][] = [
      ['cards/new', { name: 'X' }, 'columnId: Column id is required'],
      ['cards/new', { columnId: column.id }, `name: ${V.cardNameRequired}`],
      ['cards/new', { columnId: column.id, name: '  ' }, `name: ${V.cardNameRequired}`],
      ['cards/new', { columnId: column.id, name: 'x'.repeat(256) }, `name: ${V.cardNameTooLong}`],
      ['cards/new', { columnId: column.id, name: 'X', description: 'x'.repeat(5001) }, `description: ${V.descriptionTooLong}`],
      ['cards/new', { columnId: column.id, name: 'X', due: 'tomorrow' }, `due: ${V.dueInvalid}`],
      ['cards/new', { columnId: column.id, name: 'X', completed: 'yes' }, `completed: ${V.completedInvalid}`],
      ['cards/new', { columnId: column.id, name: 'X', assigneeIds: 'me' }, `assigneeIds: ${V.assigneesInvalid}`],
      ['cards/new', { columnId: column.id, name: 'X', attachments: ['javascript:alert(1)'] }, `attachments.0: ${V.imageUrlInvalid}`],
      ['cards/new', { columnId: column.id, name: 'X', attachments: ['/images/../secret'] }, `attachments.0: ${V.imageUrlInvalid}`],
      // Only this server's own images: a foreign address would make every viewer's browser call that host.
      ['cards/new', { columnId: column.id, name: 'X', attachments: ['https://example.com/a.png'] }, `attachments.0: ${V.imageUrlInvalid}`],
      ['cards/update', { cardId: card.id, updateCard: { attachments: ['https://example.com/a.png'] } }, `updateCard.attachments.0: ${V.imageUrlInvalid}`],
      ['cards/new', { columnId: column.id, name: 'X', attachments: Array(21).fill('/images/cover/1.svg') }, `attachments: ${V.tooManyAttachments}`],
      ['cards/new', { columnId: column.id, name: 'X', assigneeIds: ['no-such-user'] }, KanbanMessage.assigneeNotFound],
      ['cards/update', { updateCard: { name: 'X' } }, `cardId: ${V.cardIdRequired}`],
      ['cards/update', { cardId: card.id }, `updateCard: ${V.cardUpdateRequired}`],
      ['cards/update', { cardId: card.id, updateCard: { name: '' } }, `updateCard.name: ${V.cardNameRequired}`],
      ['cards/move', { cardId: card.id, index: 0 }, 'columnId: Column id is required'],
      ['cards/move', { cardId: card.id, columnId: column.id }, `index: ${V.indexInvalid}`],
      ['cards/move', { cardId: card.id, columnId: column.id, index: -1 }, `index: ${V.indexInvalid}`],
      ['cards/move', { cardId: card.id, columnId: column.id, index: 1.5 }, `index: ${V.indexInvalid}`],
      ['cards/delete', {}, `cardId: ${V.cardIdRequired}`],
      ['comments/new', { cardId: card.id }, `message: ${V.commentRequired}`],
      ['comments/new', { cardId: card.id, message: 'x'.repeat(2001) }, `message: ${V.commentTooLong}`],
      ['comments/new', { cardId: card.id, messageType: 'video', message: 'x' }, `messageType: ${V.messageTypeInvalid}`],
      ['comments/new', { cardId: card.id, messageType: 'image', message: 'not a url' }, `message: ${V.imageUrlInvalid}`],
      ['comments/new', { cardId: card.id, messageType: 'image', message: 'https://example.com/a.png' }, `message: ${V.imageUrlInvalid}`],
    ];
    const before = await getBoard();
    for (const [path, body, message] of cases) {
      const response = await server.api.post(`/api/kanban/${path}`, body, { token: server.adminToken });
      expect(response.status, `${path} ${message}`).toBe(400);
      expect(response.body.message).toBe(message);
    }
    expect(await getBoard()).toEqual(before);
  });

  it('answers 401 on every card endpoint without a token', async () => {
    const calls = ['cards/new', 'cards/update', 'cards/move', 'cards/delete', 'comments/new'].map((path) =>
      server.api.post(`/api/kanban/${path}`, { cardId: 'x', columnId: 'x', name: 'X', index: 0, message: 'x' }),
    );
    for (const { status, body } of await Promise.all(calls)) {
      expect(status).toBe(401);
      expect(body).toEqual({ message: ErrorMessage.tokenMissing, code: 'auth.token_missing' });
    }
  });

  it('keeps cards, their order and their edits across a restart', async () => {
    const column = await createColumn('Cards: restart');
    const [a, b] = [await createCard(column.id, 'First'), await createCard(column.id, 'Second')];
    await move(b.id, column.id, 0);
    await cardCall('update', { cardId: a.id, updateCard: { completed: true } });
    const before = await getBoard();
    await server.restart();
    const after = await getBoard();
    expect(after).toEqual(before);
    expect(idsOf(after, column.id)).toEqual([b.id, a.id]);
  });
});
