import { mailApi } from '@/contract/api';
import type { AppDeps } from '@/server/app-deps';
import type { AuthGuards } from '@/server/auth/middleware';
import { mailVersionKey } from '@/server/db/data-versions';
import { cachedJson } from '@/server/http/cached-json';
import { createRouter } from '@/server/http/router';
import { deleteDraft, saveDraft, sendDraft } from './mail-drafts';
import { forwardMail, replyToMail, sendNewMail, type SendingDeps } from './mail-sending';
import { deleteMails, getMail, listLabels, listMails, updateMail, updateMails } from './mail-store';

export function mailRoutes({ database, clock, mailDelivery }: AppDeps, guards: AuthGuards) {
  const { db } = database;
  const router = createRouter();
  router.use('/api/mail/*', guards.requireUser);
  const sending = (): SendingDeps => ({ db, mailDelivery, now: clock() });

  // Answers are cached per mailbox: every write to a user's mails bumps mailVersionKey(userId) (mailbox-writes.ts).
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
    const { systemLabel = '', customLabel = '', search, limit, cursor = '' } = query;
    return cachedJson(c, {
      database,
      versionKey: mailVersionKey(userId),
      key: `mails\n${systemLabel}\n${customLabel}\n${limit}\n${cursor}\n${search}`,
      build: () => listMails(db, userId, query),
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

  router.openapi(mailApi.updateMany, async (c) => {
    const { mailIds, updateMail: changes } = c.req.valid('json');
    return c.json({ mails: await updateMails(db, c.get('user').id, mailIds, changes) }, 200);
  });

  router.openapi(mailApi.delete, async (c) => {
    const { mailIds } = c.req.valid('json');
    return c.json({ mailIds: await deleteMails(db, c.get('user').id, mailIds) }, 200);
  });

  router.openapi(mailApi.send, async (c) =>
    c.json(await sendNewMail(sending(), c.get('user').id, c.req.valid('json')), 200),
  );

  router.openapi(mailApi.reply, async (c) =>
    c.json(await replyToMail(sending(), c.get('user').id, c.req.valid('json')), 200),
  );

  router.openapi(mailApi.forward, async (c) =>
    c.json(await forwardMail(sending(), c.get('user').id, c.req.valid('json')), 200),
  );

  router.openapi(mailApi.saveDraft, async (c) =>
    c.json({ mail: await saveDraft(db, c.get('user').id, c.req.valid('json'), clock()) }, 200),
  );

  router.openapi(mailApi.sendDraft, async (c) =>
    c.json(await sendDraft(sending(), c.get('user').id, c.req.valid('json').mailId), 200),
  );

  router.openapi(mailApi.deleteDraft, async (c) =>
    c.json({ mailId: await deleteDraft(db, c.get('user').id, c.req.valid('json').mailId) }, 200),
  );

  return router;
}
