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
import { bearerAuth, defineRoute, errorResponses, jsonBody, jsonOk } from './route-helpers';

const tags = ['Chat'];
const security = bearerAuth;

export const chatApi = {
  contacts: defineRoute({
    method: 'get',
    path: '/api/chat/contacts',
    operationId: 'listChatContacts',
    tags,
    security,
    summary: 'The other accounts of the workspace, by name',
    responses: { ...jsonOk(contactsResponseSchema), ...errorResponses(401, 403) },
  }),
  search: defineRoute({
    method: 'get',
    path: '/api/chat/search',
    operationId: 'searchChatContacts',
    tags,
    security,
    summary: 'Contacts whose name contains the query (case-insensitive)',
    request: { query: contactSearchQuerySchema },
    responses: { ...jsonOk(contactSearchResponseSchema), ...errorResponses(400, 401, 403) },
  }),
  conversations: defineRoute({
    method: 'get',
    path: '/api/chat/conversations',
    operationId: 'listChatConversations',
    tags,
    security,
    summary: "The signed-in user's conversations, newest activity first",
    responses: { ...jsonOk(conversationsResponseSchema), ...errorResponses(401, 403) },
  }),
  conversation: defineRoute({
    method: 'get',
    path: '/api/chat/conversation',
    operationId: 'getChatConversation',
    tags,
    security,
    summary:
      'A conversation by id, or the one-to-one conversation with a contact by username (null if none yet)',
    request: { query: conversationKeyQuerySchema },
    responses: { ...jsonOk(conversationResponseSchema), ...errorResponses(400, 401, 403, 404) },
  }),
  participants: defineRoute({
    method: 'get',
    path: '/api/chat/participants',
    operationId: 'listChatParticipants',
    tags,
    security,
    summary: 'The other participants of a conversation, or the contact a username names',
    request: { query: conversationKeyQuerySchema },
    responses: { ...jsonOk(participantsResponseSchema), ...errorResponses(400, 401, 403, 404) },
  }),
  markAsSeen: defineRoute({
    method: 'get',
    path: '/api/chat/conversation/mark-as-seen',
    operationId: 'markChatConversationSeen',
    tags,
    security,
    summary: "Sets the signed-in user's unread count of a conversation to 0",
    request: { query: markAsSeenQuerySchema },
    responses: { ...jsonOk(markAsSeenResponseSchema), ...errorResponses(400, 401, 403) },
  }),
  newMessage: defineRoute({
    method: 'post',
    path: '/api/chat/messages/new',
    operationId: 'sendChatMessage',
    tags,
    security,
    summary:
      'Sends a message to a conversation or to recipients (reusing their conversation or starting one)',
    request: { body: jsonBody(newMessageRequestSchema) },
    responses: { ...jsonOk(newMessageResponseSchema), ...errorResponses(400, 401, 403, 404, 413) },
  }),
};
