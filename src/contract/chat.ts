import type { ErrorCatalogue } from './errors';
import { z } from 'zod';
import { entityId, isoDateTime } from './common';
import { isOwnImageUrl } from './own-images';

export const contactStatuses = ['online', 'offline', 'away', 'busy'] as const;
export type ContactStatus = (typeof contactStatuses)[number];

export const conversationTypes = ['ONE_TO_ONE', 'GROUP'] as const;
export type ConversationType = (typeof conversationTypes)[number];

export const messageContentTypes = ['text', 'image'] as const;
export type MessageContentType = (typeof messageContentTypes)[number];

export const MESSAGE_MAX_LENGTH = 5000;
export const MESSAGE_MAX_ATTACHMENTS = 10;
/** Recipients of one new conversation, the sender not counted. */
export const MESSAGE_MAX_RECIPIENTS = 50;

export const ChatErrors = {
  conversationKeyRequired: {
    code: 'chat.conversation_key_required',
    message: 'Conversation key is required',
  },
  conversationIdRequired: { code: 'chat.conversation_id_required', message: 'Conversation id is required' },
  bodyRequired: { code: 'chat.body_required', message: 'Message is required' },
  bodyTooLong: {
    code: 'chat.body_too_long',
    message: `Message must be at most ${MESSAGE_MAX_LENGTH} characters`,
  },
  recipientsRequired: { code: 'chat.recipients_required', message: 'Choose at least one recipient' },
  recipientsDistinct: { code: 'chat.recipients_distinct', message: 'Recipients must be distinct' },
  tooManyRecipients: {
    code: 'chat.too_many_recipients',
    message: `At most ${MESSAGE_MAX_RECIPIENTS} recipients`,
  },
  recipientIsSelf: { code: 'chat.recipient_is_self', message: 'You cannot send a message to yourself' },
  tooManyAttachments: {
    code: 'chat.too_many_attachments',
    message: `At most ${MESSAGE_MAX_ATTACHMENTS} attachments`,
  },
  attachmentInvalid: { code: 'chat.attachment_invalid', message: 'Attachments must be images of this site' },
} as const satisfies ErrorCatalogue;

/** Another account of the workspace as chat shows it. */
export const contactSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    username: z.string(),
    avatar: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
    lastActivity: isoDateTime,
    status: z.enum(contactStatuses),
    position: z.string(),
  })
  .meta({ id: 'ChatContact' });
export type Contact = z.infer<typeof contactSchema>;

export const chatMessageSchema = z
  .object({
    id: z.string(),
    body: z.string(),
    contentType: z.enum(messageContentTypes),
    attachments: z.array(z.string()),
    createdAt: isoDateTime,
    /** The account that wrote it; null once that account is deleted (the message stays, under `sender`). */
    senderId: z.string().nullable(),
    /** The sender's name and avatar: the account's own, or once it is deleted, those it sent the message with. */
    sender: z.object({ name: z.string(), avatar: z.string() }),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A conversation as the signed-in user sees it: participants include that user, unreadCount is theirs. */
export const conversationSchema = z
  .object({
    id: z.string(),
    type: z.enum(conversationTypes),
    participants: z.array(contactSchema),
    unreadCount: z.number().int().min(0),
    /** Oldest first. */
    messages: z.array(chatMessageSchema),
  })
  .meta({ id: 'ChatConversation' });
export type Conversation = z.infer<typeof conversationSchema>;

export const contactsResponseSchema = z
  .object({ contacts: z.array(contactSchema) })
  .meta({ id: 'ChatContactsResponse' });
export type ContactsResponse = z.infer<typeof contactsResponseSchema>;

/** Contacts whose name contains `query`, case-insensitive; a blank query finds nothing. */
export const contactSearchQuerySchema = z.object({ query: z.string().optional() });
export type ContactSearchQuery = z.infer<typeof contactSearchQuerySchema>;

export const contactSearchResponseSchema = z
  .object({ results: z.array(contactSchema) })
  .meta({ id: 'ChatContactSearchResponse' });
export type ContactSearchResponse = z.infer<typeof contactSearchResponseSchema>;

export const conversationsResponseSchema = z
  .object({ conversations: z.array(conversationSchema) })
  .meta({ id: 'ChatConversationsResponse' });
export type ConversationsResponse = z.infer<typeof conversationsResponseSchema>;

/** A conversation key is one of the user's conversation ids or a contact's username. */
export const conversationKeyQuerySchema = z.object({
  conversationKey: z
    .string({ error: ChatErrors.conversationKeyRequired.code })
    .trim()
    .min(1, ChatErrors.conversationKeyRequired.code),
});
export type ConversationKeyQuery = z.infer<typeof conversationKeyQuerySchema>;

/** `conversation` is null when the key names a contact the user has not talked to yet. */
export const conversationResponseSchema = z
  .object({ conversation: conversationSchema.nullable() })
  .meta({ id: 'ChatConversationResponse' });
export type ConversationResponse = z.infer<typeof conversationResponseSchema>;

/** The other participants of a conversation, or the one contact a username names. */
export const participantsResponseSchema = z
  .object({ participants: z.array(contactSchema) })
  .meta({ id: 'ChatParticipantsResponse' });
export type ParticipantsResponse = z.infer<typeof participantsResponseSchema>;

export const markAsSeenQuerySchema = z.object({
  conversationId: z
    .string({ error: ChatErrors.conversationIdRequired.code })
    .trim()
    .min(1, ChatErrors.conversationIdRequired.code),
});
export type MarkAsSeenQuery = z.infer<typeof markAsSeenQuerySchema>;

/** mark-as-seen answers the bare JSON value `true`. */
export const markAsSeenResponseSchema = z.literal(true);

/**
 * A new message: into the user's conversation `conversationId`, or else to `recipientIds`, which reuses the
 * conversation whose participants are exactly the sender and the recipients, or starts one
 * (ONE_TO_ONE for two participants, GROUP for more).
 */
export const newMessageRequestSchema = z
  .object({
    conversationId: entityId.optional(),
    recipientIds: z
      .array(entityId)
      .min(1, ChatErrors.recipientsRequired.code)
      .max(MESSAGE_MAX_RECIPIENTS, ChatErrors.tooManyRecipients.code)
      .refine((ids) => new Set(ids).size === ids.length, ChatErrors.recipientsDistinct.code)
      .optional(),
    body: z
      .string({ error: ChatErrors.bodyRequired.code })
      .trim()
      .min(1, ChatErrors.bodyRequired.code)
      .max(MESSAGE_MAX_LENGTH, ChatErrors.bodyTooLong.code),
    contentType: z.enum(messageContentTypes).default('text'),
    attachments: z
      // Only this server's own images and uploads: a link elsewhere would make every reader's browser call it.
      .array(
        z
          .string()
          .max(2048, ChatErrors.attachmentInvalid.code)
          .refine(isOwnImageUrl, ChatErrors.attachmentInvalid.code),
      )
      .max(MESSAGE_MAX_ATTACHMENTS, ChatErrors.tooManyAttachments.code)
      .default([]),
  })
  .refine((request) => request.conversationId !== undefined || request.recipientIds !== undefined, {
    path: ['recipientIds'],
    message: ChatErrors.recipientsRequired.code,
  })
  .meta({ id: 'ChatNewMessageRequest' });
/** What a client sends. */
export type NewMessageRequest = z.input<typeof newMessageRequestSchema>;
/** The same after parsing: body trimmed, contentType and attachments defaulted. */
export type ParsedNewMessageRequest = z.output<typeof newMessageRequestSchema>;

export const newMessageResponseSchema = z
  .object({ conversationId: z.string(), message: chatMessageSchema })
  .meta({ id: 'ChatNewMessageResponse' });
export type NewMessageResponse = z.infer<typeof newMessageResponseSchema>;
