import { createRoute } from '@hono/zod-openapi';
import {
  labelsResponseSchema,
  mailQuerySchema,
  mailResponseSchema,
  mailsQuerySchema,
  mailsResponseSchema,
  updateMailRequestSchema,
} from '@/contract/mail';
import type { AppDeps } from '@/server/app-deps';
import type { AuthGuards } from '@/server/auth/middleware';
import { mailVersionKey } from '@/server/db/data-versions';
import { cachedJson } from '@/server/http/cached-json';
import { bearerAuth, createRouter, errorResponses, jsonBody, jsonOk } from '@/server/http/router';
import { getMail, listLabels, listMails, updateMail } from './mail-store';

const tags = ['Mail'];
const security = bearerAuth;

const labels = createRoute({
  method: 'get',
  path: '/labels',
  tags,
  security,
  summary: 'System and custom labels with the unread count of each',
  responses: { ...jsonOk(labelsResponseSchema), ...errorResponses(401) },
});

const mails = createRoute({
  method: 'get',
  path: '/mails',
  tags,
  security,
  summary: "The signed-in user's mails under a system and/or custom label, newest first",
  request: { query: mailsQuerySchema },
  responses: { ...jsonOk(mailsResponseSchema), ...errorResponses(400, 401) },
});

const mail = createRoute({
  method: 'get',
  path: '/mail',
  tags,
  security,
  summary: "One of the signed-in user's mails",
  request: { query: mailQuerySchema },
  responses: { ...jsonOk(mailResponseSchema), ...errorResponses(400, 401, 404) },
});

const update = createRoute({
  method: 'post',
  path: '/mails/update',
  tags,
  security,
  summary: 'Marks read/unread, stars, flags important, moves or relabels a mail',
  request: { body: jsonBody(updateMailRequestSchema) },
  responses: { ...jsonOk(mailResponseSchema), ...errorResponses(400, 401, 404) },
});

export function mailRoutes({ database }: AppDeps, guards: AuthGuards) {
  const { db } = database;
  const router = createRouter();
  router.use('*', guards.requireUser);

  // Answers are cached per mailbox: every write to a user's mails bumps mailVersionKey(userId) (mail-store.ts).
  router.openapi(labels, (c) => {
    const userId = c.get('user').id;
    return cachedJson(c, {
      database,
      versionKey: mailVersionKey(userId),
      key: 'labels',
      build: async () => ({ labels: await listLabels(db, userId) }),
    });
  });

  router.openapi(mails, (c) => {
    const userId = c.get('user').id;
    const query = c.req.valid('query');
    return cachedJson(c, {
      database,
      versionKey: mailVersionKey(userId),
      key: `mails:${query.systemLabel ?? ''}:${query.customLabel ?? ''}`,
      build: async () => ({ mails: await listMails(db, userId, query) }),
    });
  });

  router.openapi(mail, (c) => {
    const userId = c.get('user').id;
    const { mailId } = c.req.valid('query');
    return cachedJson(c, {
      database,
      versionKey: mailVersionKey(userId),
      key: `mail:${mailId}`,
      build: async () => ({ mail: await getMail(db, userId, mailId) }),
    });
  });

  router.openapi(update, async (c) => {
    const { mailId, updateMail: changes } = c.req.valid('json');
    return c.json({ mail: await updateMail(db, c.get('user').id, mailId, changes) }, 200);
  });

  return router;
}
