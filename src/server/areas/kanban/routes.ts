import { kanbanApi } from '@/contract/api';
import type { AppDeps } from '@/server/app-deps';
import { actorOf } from '@/server/auth/actor';
import type { AuthGuards } from '@/server/auth/middleware';
import { createRouter } from '@/server/http/router';
import { addComment, createCard, deleteCard, moveCard, updateCard } from './kanban-card-store';
import { deleteColumn, getBoard, insertColumn, renameColumn } from './kanban-store';

export function kanbanRoutes({ database, clock }: AppDeps, guards: AuthGuards) {
  const { db } = database;
  const router = createRouter();
  router.use('/api/kanban/*', guards.requireUser);
  // Columns are the board's shape: admins add, rename and delete them. Cards are checked per card below.
  router.use('/api/kanban/columns/*', guards.requireAdmin);

  router.openapi(kanbanApi.board, async (c) => c.json({ board: await getBoard(db) }, 200));

  router.openapi(kanbanApi.newColumn, async (c) =>
    c.json({ column: await insertColumn(db, c.req.valid('json'), clock()) }, 200),
  );

  router.openapi(kanbanApi.updateColumn, async (c) => {
    const { columnId, updateColumn: changes } = c.req.valid('json');
    return c.json({ column: await renameColumn(db, columnId, changes.name) }, 200);
  });

  router.openapi(kanbanApi.deleteColumn, async (c) => {
    const { columnId } = c.req.valid('json');
    await deleteColumn(db, columnId);
    return c.json({ columnId }, 200);
  });

  router.openapi(kanbanApi.newCard, async (c) => c.json({ card: await createCard(db, c.req.valid('json'), c.get('user').id, clock()) }, 200));

  router.openapi(kanbanApi.updateCard, async (c) => {
    const { cardId, updateCard: patch } = c.req.valid('json');
    return c.json({ card: await updateCard(db, cardId, patch, actorOf(c.get('user')), clock()) }, 200);
  });

  router.openapi(kanbanApi.moveCard, async (c) => c.json({ board: await moveCard(db, c.req.valid('json'), clock()) }, 200));

  router.openapi(kanbanApi.deleteCard, async (c) => {
    const { cardId } = c.req.valid('json');
    await deleteCard(db, cardId, actorOf(c.get('user')), clock());
    return c.json({ cardId }, 200);
  });

  router.openapi(kanbanApi.newComment, async (c) => {
    const user = c.get('user');
    const author = { name: user.display_name, avatar: user.photo_url };
    return c.json({ card: await addComment(db, author, c.req.valid('json'), clock()) }, 200);
  });

  return router;
}
