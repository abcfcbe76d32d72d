import { createRoute } from '@hono/zod-openapi';
import {
  deleteKanbanCardRequestSchema,
  deleteKanbanCardResponseSchema,
  deleteKanbanColumnRequestSchema,
  deleteKanbanColumnResponseSchema,
  kanbanBoardResponseSchema,
  kanbanCardResponseSchema,
  kanbanColumnResponseSchema,
  moveKanbanCardRequestSchema,
  newKanbanCardRequestSchema,
  newKanbanColumnRequestSchema,
  newKanbanCommentRequestSchema,
  updateKanbanCardRequestSchema,
  updateKanbanColumnRequestSchema,
} from '@/contract/kanban';
import type { AppDeps } from '@/server/app-deps';
import type { AuthGuards } from '@/server/auth/middleware';
import { bearerAuth, createRouter, errorResponses, jsonBody, jsonOk } from '@/server/http/router';
import { addComment, createCard, deleteCard, moveCard, updateCard } from './kanban-card-store';
import { deleteColumn, getBoard, insertColumn, renameColumn } from './kanban-store';

const tags = ['Kanban'];

const board = createRoute({
  method: 'get',
  path: '/board',
  tags,
  summary: 'The workspace board: columns in order, each with its cards',
  security: bearerAuth,
  responses: { ...jsonOk(kanbanBoardResponseSchema), ...errorResponses(401, 403) },
});

const newColumn = createRoute({
  method: 'post',
  path: '/columns/new',
  tags,
  summary: 'Add a column at the end of the board',
  security: bearerAuth,
  request: { body: jsonBody(newKanbanColumnRequestSchema) },
  responses: { ...jsonOk(kanbanColumnResponseSchema), ...errorResponses(400, 401, 403) },
});

const updateColumn = createRoute({
  method: 'post',
  path: '/columns/update',
  tags,
  summary: 'Rename a column',
  security: bearerAuth,
  request: { body: jsonBody(updateKanbanColumnRequestSchema) },
  responses: { ...jsonOk(kanbanColumnResponseSchema), ...errorResponses(400, 401, 403, 404) },
});

const deleteColumnRoute = createRoute({
  method: 'post',
  path: '/columns/delete',
  tags,
  summary: 'Delete a column and its cards',
  security: bearerAuth,
  request: { body: jsonBody(deleteKanbanColumnRequestSchema) },
  responses: { ...jsonOk(deleteKanbanColumnResponseSchema), ...errorResponses(400, 401, 403, 404) },
});

const newCard = createRoute({
  method: 'post',
  path: '/cards/new',
  tags,
  summary: 'Add a card at the end of a column',
  security: bearerAuth,
  request: { body: jsonBody(newKanbanCardRequestSchema) },
  responses: { ...jsonOk(kanbanCardResponseSchema), ...errorResponses(400, 401, 403, 404) },
});

const updateCardRoute = createRoute({
  method: 'post',
  path: '/cards/update',
  tags,
  summary: 'Change some fields of a card',
  security: bearerAuth,
  request: { body: jsonBody(updateKanbanCardRequestSchema) },
  responses: { ...jsonOk(kanbanCardResponseSchema), ...errorResponses(400, 401, 403, 404) },
});

const moveCardRoute = createRoute({
  method: 'post',
  path: '/cards/move',
  tags,
  summary: 'Move a card to a place in a column; answers the board as stored after the move',
  security: bearerAuth,
  request: { body: jsonBody(moveKanbanCardRequestSchema) },
  responses: { ...jsonOk(kanbanBoardResponseSchema), ...errorResponses(400, 401, 403, 404) },
});

const deleteCardRoute = createRoute({
  method: 'post',
  path: '/cards/delete',
  tags,
  summary: 'Delete a card',
  security: bearerAuth,
  request: { body: jsonBody(deleteKanbanCardRequestSchema) },
  responses: { ...jsonOk(deleteKanbanCardResponseSchema), ...errorResponses(400, 401, 403, 404) },
});

const newComment = createRoute({
  method: 'post',
  path: '/comments/new',
  tags,
  summary: 'Add a comment (text or image address) by the signed-in user to a card',
  security: bearerAuth,
  request: { body: jsonBody(newKanbanCommentRequestSchema) },
  responses: { ...jsonOk(kanbanCardResponseSchema), ...errorResponses(400, 401, 403, 404) },
});

export function kanbanRoutes({ database, clock }: AppDeps, guards: AuthGuards) {
  const { db } = database;
  const router = createRouter();
  router.use('*', guards.requireUser);

  router.openapi(board, async (c) => c.json({ board: await getBoard(db) }, 200));

  router.openapi(newColumn, async (c) =>
    c.json({ column: await insertColumn(db, c.req.valid('json'), clock()) }, 200),
  );

  router.openapi(updateColumn, async (c) => {
    const { columnId, updateColumn: changes } = c.req.valid('json');
    return c.json({ column: await renameColumn(db, columnId, changes.name) }, 200);
  });

  router.openapi(deleteColumnRoute, async (c) => {
    const { columnId } = c.req.valid('json');
    await deleteColumn(db, columnId);
    return c.json({ columnId }, 200);
  });

  router.openapi(newCard, async (c) => c.json({ card: await createCard(db, c.req.valid('json'), clock()) }, 200));

  router.openapi(updateCardRoute, async (c) => {
    const { cardId, updateCard: patch } = c.req.valid('json');
    return c.json({ card: await updateCard(db, cardId, patch, clock()) }, 200);
  });

  router.openapi(moveCardRoute, async (c) => c.json({ board: await moveCard(db, c.req.valid('json'), clock()) }, 200));

  router.openapi(deleteCardRoute, async (c) => {
    const { cardId } = c.req.valid('json');
    await deleteCard(db, cardId);
    return c.json({ cardId }, 200);
  });

  router.openapi(newComment, async (c) => {
    const user = c.get('user');
    const author = { name: user.display_name, avatar: user.photo_url };
    return c.json({ card: await addComment(db, author, c.req.valid('json'), clock()) }, 200);
  });

  return router;
}
