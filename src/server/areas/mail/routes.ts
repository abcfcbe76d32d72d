import { mailApi } from '@/contract/api';
import type { AppDeps } from '@/server/app-deps';
import type { AuthGuards } from '@/server/auth/middleware';
import { mailVersionKey } from '@/server/db/data-versions';
import { cachedJson } from '@/server/http/cached-json';
import { createRouter } from '@/server/http/router';
import { getMail, listLabels, listMails, updateMail } from './mail-store';

export function mailRoutes({ database }: AppDeps, guards: AuthGuards) {
  const { db } = database;
  const router = createRouter();
  router.use('/api/mail/*', guards.requireUser);

  // Answers are cached per mailbox: every write to a user's mails bumps mailVersionKey(userId) (mail-store.ts).
  router.openapi(mailApi.labels, (c) => {
    const userId = c.get('user').id;
    return cachedJson(c, {
      database,
      versionKey: mailVersionKey(userId),
      key: 'labels',
      build: async () => ({ labels: await listLabels(db, userId) }),
    });
  });

  router.openapi(mailApi.mails, (c) => {
    const userId = c.get('user').id;
    const query = c.req.valid('query');
    return cachedJson(c, {
      database,
      versionKey: mailVersionKey(userId),
      key: `mails:${query.systemLabel ?? ''}:${query.customLabel ?? ''}`,
      build: async () => ({ mails: await listMails(db, userId, query) }),
    });
  });

  router.openapi(mailApi.mail, (c) => {
    const userId = c.get('user').id;
    const { mailId } = c.req.valid('query');
    return cachedJson(c, {
      database,
      versionKey: mailVersionKey(userId),
      key: `mail:${mailId}`,
      build: async () => ({ mail: await getMail(db, userId, mailId) }),
    });
  });

  router.openapi(mailApi.update, async (c) => {
    const { mailId, updateMail: changes } = c.req.valid('json');
    return c.json({ mail: await updateMail(db, c.get('user').id, mailId, changes) }, 200);
  });

  return router;
}
