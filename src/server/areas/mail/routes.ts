import { createRoute } from '@hono/zod-openapi';
import {
  labelsResponseSchema,
  mailQuerySchema,
  mailResponseSchema,
  mailsQuerySchema,
  mailsResponseSchema,
  updateMailRequestSchema,
} from '../../../contract/mail';
import type { AppDeps } from '../../app-deps';
import type { AuthGuards } from '../../auth/middleware';
import { bearerAuth, createRouter, errorResponses, jsonBody, jsonOk } from '../../http/router';
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

  router.openapi(labels, async (c) => c.json({ labels: await listLabels(db, c.get('user').id) }, 200));

  router.openapi(mails, async (c) =>
    c.json({ mails: await listMails(db, c.get('user').id, c.req.valid('query')) }, 200),
  );

  router.openapi(mail, async (c) => {
    const { mailId } = c.req.valid('query');
    return c.json({ mail: await getMail(db, c.get('user').id, mailId) }, 200);
  });

  router.openapi(update, async (c) => {
    const { mailId, updateMail: changes } = c.req.valid('json');
    return c.json({ mail: await updateMail(db, c.get('user').id, mailId, changes) }, 200);
  });

  return router;
}
