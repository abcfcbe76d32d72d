import { createRoute } from '@hono/zod-openapi';
import {
  deleteKanbanColumnRequestSchema,
  deleteKanbanColumnResponseSchema,
  kanbanBoardResponseSchema,
  kanbanColumnResponseSchema,
  newKanbanColumnRequestSchema,
  updateKanbanColumnRequestSchema,
} from '../../../contract/kanban';
import type { AppDeps } from '../../app-deps';
import type { AuthGuards } from '../../auth/middleware';
import { bearerAuth, createRouter, errorResponses, jsonBody, jsonOk } from '../../http/router';
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

  return router;
}
