import { expect, it } from 'vitest';
import type { KanbanBoard, KanbanCard, KanbanColumn } from '@/contract/kanban';
import { describeApi } from '@/server/testing/api-server';

const denied = { message: 'Permission denied', code: 'auth.permission_denied' };

describeApi('kanban API: who may change columns and cards', (server) => {
  const getBoard = async (): Promise<KanbanBoard> => {
    const { status, body } = await server.api.get('/api/kanban/board', { token: server.adminToken });
    expect(status).toBe(200);
    return body.board;
  };
  const createColumn = async (name: string): Promise<KanbanColumn> => {
    const { status, body } = await server.api.post('/api/kanban/columns/new', { name }, { token: server.adminToken });
    expect(status).toBe(200);
    return body.column;
  };
  const cardAs = (token: string, action: string, body: unknown) => server.api.post(`/api/kanban/cards/${action}`, body, { token });
  const createCardAs = async (token: string, columnId: string, name: string, extra: object = {}): Promise<KanbanCard> => {
    const { status, body } = await cardAs(token, 'new', { columnId, name, ...extra });
    expect(status, JSON.stringify(body)).toBe(200);
    return body.card;
  };
  const cardOnBoard = async (cardId: string) =>
    (await getBoard()).columns.flatMap((column) => column.cards).find((card) => card.id === cardId);
  const adminId = async (): Promise<string> =>
    (await server.api.get('/api/account/my-account', { token: server.adminToken })).body.user.id;

  it('a member may not create, rename or delete a column: 403 Permission denied, the board unchanged', async () => {
    const member = await server.api.registerUser();
    const column = await createColumn('Admin column');
    const before = await getBoard();
    const calls = [
      server.api.post('/api/kanban/columns/new', { name: 'Member column' }, { token: member.token }),
      server.api.post('/api/kanban/columns/update', { columnId: column.id, updateColumn: { name: 'Renamed' } }, { token: member.token }),
      server.api.post('/api/kanban/columns/delete', { columnId: column.id }, { token: member.token }),
    ];
    for (const { status, body } of await Promise.all(calls)) {
      expect(status).toBe(403);
      expect(body).toEqual(denied);
    }
    expect(await getBoard()).toEqual(before);
  });

  it('an admin creates, renames and deletes columns', async () => {
    const column = await createColumn('Admin made');
    const renamed = await server.api.post(
      '/api/kanban/columns/update',
      { columnId: column.id, updateColumn: { name: 'Admin renamed' } },
      { token: server.adminToken },
    );
    expect(renamed.status).toBe(200);
    const deleted = await server.api.post('/api/kanban/columns/delete', { columnId: column.id }, { token: server.adminToken });
    expect(deleted.status).toBe(200);
  });

  it('any member creates a card (it names its creator), moves any card and comments on any card', async () => {
    const member = await server.api.registerUser();
    const column = await createColumn('Open to all');
    const own = await createCardAs(member.token, column.id, 'Member card');
    expect(own.createdBy).toBe(member.user.id);
    const admins = await createCardAs(server.adminToken, column.id, 'Admin card');
    expect(admins.createdBy).toBe(await adminId());
    const moved = await cardAs(member.token, 'move', { cardId: admins.id, columnId: column.id, index: 0 });
    expect(moved.status).toBe(200);
    const commented = await server.api.post('/api/kanban/comments/new', { cardId: admins.id, message: 'Looks good' }, { token: member.token });
    expect(commented.status, JSON.stringify(commented.body)).toBe(200);
  });

  it("a member who neither created nor is assigned to a card may not edit or delete it", async () => {
    const owner = await server.api.registerUser();
    const other = await server.api.registerUser();
    const column = await createColumn('Guarded cards');
    const card = await createCardAs(owner.token, column.id, 'Owner card');
    const edited = await cardAs(other.token, 'update', { cardId: card.id, updateCard: { name: 'Hijacked' } });
    expect(edited.status).toBe(403);
    expect(edited.body).toEqual(denied);
    const deleted = await cardAs(other.token, 'delete', { cardId: card.id });
    expect(deleted.status).toBe(403);
    expect(deleted.body).toEqual(denied);
    expect(await cardOnBoard(card.id)).toEqual(card);
  });

  it('a member may not edit or delete a seeded card they are not assigned to', async () => {
    const member = await server.api.registerUser();
    const seeded = (await getBoard()).columns.flatMap((column) => column.cards)[0]!;
    expect(seeded.createdBy).toBe(await adminId());
    expect((await cardAs(member.token, 'update', { cardId: seeded.id, updateCard: { completed: true } })).body).toEqual(denied);
    expect((await cardAs(member.token, 'delete', { cardId: seeded.id })).body).toEqual(denied);
  });

  it('the creator, an assignee and an admin may edit and delete a card', async () => {
    const owner = await server.api.registerUser();
    const assignee = await server.api.registerUser();
    const column = await createColumn('Allowed editors');
    const card = await createCardAs(owner.token, column.id, 'Shared work', { assigneeIds: [assignee.user.id] });
    const byOwner = await cardAs(owner.token, 'update', { cardId: card.id, updateCard: { description: 'by the creator' } });
    expect(byOwner.status).toBe(200);
    const byAssignee = await cardAs(assignee.token, 'update', { cardId: card.id, updateCard: { description: 'by the assignee' } });
    expect(byAssignee.status).toBe(200);
    expect(byAssignee.body.card.description).toBe('by the assignee');
    const byAdmin = await cardAs(server.adminToken, 'update', { cardId: card.id, updateCard: { completed: true } });
    expect(byAdmin.status).toBe(200);

    expect((await cardAs(assignee.token, 'delete', { cardId: card.id })).status).toBe(200);
    const second = await createCardAs(owner.token, column.id, 'Second');
    expect((await cardAs(owner.token, 'delete', { cardId: second.id })).status).toBe(200);
    const third = await createCardAs(owner.token, column.id, 'Third');
    expect((await cardAs(server.adminToken, 'delete', { cardId: third.id })).status).toBe(200);
    expect(await cardOnBoard(third.id)).toBeUndefined();
  });

  it('an unknown card is still 404 for a member', async () => {
    const member = await server.api.registerUser();
    const missing = await cardAs(member.token, 'delete', { cardId: 'no-such-card' });
    expect(missing.status).toBe(404);
    expect((await cardAs(member.token, 'update', { cardId: 'no-such-card', updateCard: { name: 'x' } })).status).toBe(404);
  });
});
