import { chatApi } from '@/contract/api';
import type { AppDeps } from '@/server/app-deps';
import { actorOf } from '@/server/auth/actor';
import type { AuthGuards } from '@/server/auth/middleware';
import { createRouter } from '@/server/http/router';
import { listContacts, searchContacts } from './contact-store';
import {
  findConversationByKey,
  findParticipantsByKey,
  loadConversations,
  markConversationAsSeen,
} from './conversation-store';
import { sendMessage } from './message-store';

export function chatRoutes({ database, clock }: AppDeps, guards: AuthGuards) {
  const { db } = database;
  const router = createRouter();
  router.use('/api/chat/*', guards.requireUser);

  router.openapi(chatApi.contacts, async (c) => c.json({ contacts: await listContacts(db, actorOf(c.get('user'))) }, 200));

  router.openapi(chatApi.search, async (c) => {
    const { query } = c.req.valid('query');
    return c.json({ results: await searchContacts(db, actorOf(c.get('user')), query) }, 200);
  });

  router.openapi(chatApi.conversations, async (c) =>
    c.json({ conversations: await loadConversations(db, actorOf(c.get('user'))) }, 200),
  );

  router.openapi(chatApi.conversation, async (c) => {
    const { conversationKey } = c.req.valid('query');
    return c.json({ conversation: await findConversationByKey(db, actorOf(c.get('user')), conversationKey) }, 200);
  });

  router.openapi(chatApi.participants, async (c) => {
    const { conversationKey } = c.req.valid('query');
    return c.json({ participants: await findParticipantsByKey(db, actorOf(c.get('user')), conversationKey) }, 200);
  });

  router.openapi(chatApi.markAsSeen, async (c) => {
    const { conversationId } = c.req.valid('query');
    await markConversationAsSeen(db, c.get('user').id, conversationId);
    return c.json(true as const, 200);
  });

  router.openapi(chatApi.newMessage, async (c) => {
    const request = c.req.valid('json');
    return c.json(await sendMessage(db, c.get('user').id, request, clock()), 200);
  });

  return router;
}
