import { createRoute } from '@hono/zod-openapi';
import {
  contactSearchQuerySchema,
  contactSearchResponseSchema,
  contactsResponseSchema,
  conversationKeyQuerySchema,
  conversationResponseSchema,
  conversationsResponseSchema,
  markAsSeenQuerySchema,
  markAsSeenResponseSchema,
  newMessageRequestSchema,
  newMessageResponseSchema,
  participantsResponseSchema,
} from '@/contract/chat';
import type { AppDeps } from '@/server/app-deps';
import type { AuthGuards } from '@/server/auth/middleware';
import { bearerAuth, createRouter, errorResponses, jsonBody, jsonOk } from '@/server/http/router';
import { listContacts, searchContacts } from './contact-store';
import {
  findConversationByKey,
  findParticipantsByKey,
  loadConversations,
  markConversationAsSeen,
} from './conversation-store';
import { sendMessage } from './message-store';

const tags = ['Chat'];
const security = bearerAuth;

const contacts = createRoute({
  method: 'get',
  path: '/contacts',
  tags,
  security,
  summary: 'The other accounts of the workspace, by name',
  responses: { ...jsonOk(contactsResponseSchema), ...errorResponses(401) },
});

const search = createRoute({
  method: 'get',
  path: '/search',
  tags,
  security,
  summary: 'Contacts whose name contains the query (case-insensitive)',
  request: { query: contactSearchQuerySchema },
  responses: { ...jsonOk(contactSearchResponseSchema), ...errorResponses(400, 401) },
});

const conversations = createRoute({
  method: 'get',
  path: '/conversations',
  tags,
  security,
  summary: "The signed-in user's conversations, newest activity first",
  responses: { ...jsonOk(conversationsResponseSchema), ...errorResponses(401) },
});

const conversation = createRoute({
  method: 'get',
  path: '/conversation',
  tags,
  security,
  summary:
    'A conversation by id, or the one-to-one conversation with a contact by username (null if none yet)',
  request: { query: conversationKeyQuerySchema },
  responses: { ...jsonOk(conversationResponseSchema), ...errorResponses(400, 401, 404) },
});

const participants = createRoute({
  method: 'get',
  path: '/participants',
  tags,
  security,
  summary: 'The other participants of a conversation, or the contact a username names',
  request: { query: conversationKeyQuerySchema },
  responses: { ...jsonOk(participantsResponseSchema), ...errorResponses(400, 401, 404) },
});

const markAsSeen = createRoute({
  method: 'get',
  path: '/conversation/mark-as-seen',
  tags,
  security,
  summary: "Sets the signed-in user's unread count of a conversation to 0",
  request: { query: markAsSeenQuerySchema },
  responses: { ...jsonOk(markAsSeenResponseSchema), ...errorResponses(400, 401) },
});

const newMessage = createRoute({
  method: 'post',
  path: '/messages/new',
  tags,
  security,
  summary: 'Sends a message to a conversation or to recipients (reusing their conversation or starting one)',
  request: { body: jsonBody(newMessageRequestSchema) },
  responses: { ...jsonOk(newMessageResponseSchema), ...errorResponses(400, 401, 404) },
});

export function chatRoutes({ database, clock }: AppDeps, guards: AuthGuards) {
  const { db } = database;
  const router = createRouter();
  router.use('*', guards.requireUser);

  router.openapi(contacts, async (c) => c.json({ contacts: await listContacts(db, c.get('user').id) }, 200));

  router.openapi(search, async (c) => {
    const { query } = c.req.valid('query');
    return c.json({ results: await searchContacts(db, c.get('user').id, query) }, 200);
  });

  router.openapi(conversations, async (c) =>
    c.json({ conversations: await loadConversations(db, c.get('user').id) }, 200),
  );

  router.openapi(conversation, async (c) => {
    const { conversationKey } = c.req.valid('query');
    return c.json({ conversation: await findConversationByKey(db, c.get('user').id, conversationKey) }, 200);
  });

  router.openapi(participants, async (c) => {
    const { conversationKey } = c.req.valid('query');
    return c.json({ participants: await findParticipantsByKey(db, c.get('user').id, conversationKey) }, 200);
  });

  router.openapi(markAsSeen, async (c) => {
    const { conversationId } = c.req.valid('query');
    await markConversationAsSeen(db, c.get('user').id, conversationId);
    return c.json(true as const, 200);
  });

  router.openapi(newMessage, async (c) => {
    const request = c.req.valid('json');
    return c.json(await sendMessage(db, c.get('user').id, request, clock()), 200);
  });

  return router;
}
