import type { ChatMessage, Contact, Conversation } from '@/contract/chat';

/** Everyone in the conversation but the viewer. */
export function otherParticipants(conversation: Conversation, viewerId: string): Contact[] {
  return conversation.participants.filter((person) => person.id !== viewerId);
}

/**
 * The names a conversation shows under: the others', joined. Once every other account is deleted, the names their
 * messages kept, else `formerMember`.
 */
export function conversationName(others: Contact[], messages: ChatMessage[], formerMember: string): string {
  if (others.length > 0) return others.map((person) => person.name).join(', ');
  const former = new Set(messages.filter((message) => message.senderId === null).map((message) => message.sender.name || formerMember));
  return former.size > 0 ? [...former].join(', ') : formerMember;
}

export function lastMessageOf(conversation: Conversation): ChatMessage | undefined {
  return conversation.messages.at(-1);
}

/**
 * Who wrote the message as the conversation shows them: the participant while their account takes part, else the
 * name and avatar the message was sent with (its sender's account is deleted).
 */
export function senderOf(message: ChatMessage, people: ReadonlyMap<string, Contact>): ChatMessage['sender'] {
  const person = message.senderId === null ? undefined : people.get(message.senderId);
  return person ? { name: person.name, avatar: person.avatar } : message.sender;
}

/** Whether the message is a picture rather than text. */
export function isImageMessage(message: ChatMessage): boolean {
  return message.contentType === 'image';
}

/** The pictures of a message: its attachments, or its body when that is the picture's address. */
export function imagesOf(message: ChatMessage): string[] {
  if (message.attachments.length > 0) return message.attachments;
  return isImageMessage(message) && message.body ? [message.body] : [];
}

/** Every picture of the conversation with its message, oldest first. */
export function conversationImages(messages: ChatMessage[]): { src: string; message: ChatMessage }[] {
  return messages.flatMap((message) => imagesOf(message).map((src) => ({ src, message })));
}

/** The one-to-one conversation with the contact whose username is `username`. */
export function findDirectConversation(conversations: Conversation[], viewerId: string, username: string): Conversation | undefined {
  return conversations.find(
    (conversation) =>
      conversation.type === 'ONE_TO_ONE' && otherParticipants(conversation, viewerId).some((person) => person.username === username),
  );
}

/** The conversation whose participants are exactly the viewer and `recipientIds` (the one a send to them reuses). */
export function findConversationWith(conversations: Conversation[], viewerId: string, recipientIds: string[]): Conversation | undefined {
  if (recipientIds.length === 0) return undefined;
  const wanted = new Set([viewerId, ...recipientIds]);
  return conversations.find(
    (conversation) =>
      conversation.participants.length === wanted.size && conversation.participants.every((person) => wanted.has(person.id)),
  );
}

/** Conversations where someone's name contains `query` (case-insensitive); all for a blank query. */
export function filterConversations(conversations: Conversation[], viewerId: string, query: string): Conversation[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return conversations;
  return conversations.filter((conversation) =>
    otherParticipants(conversation, viewerId).some((person) => person.name.toLocaleLowerCase().includes(needle)),
  );
}

/** What the list shows under a conversation's name, and who wrote it. */
export type MessagePreview =
  | { kind: 'none' }
  | { kind: 'text'; own: boolean; text: string }
  | { kind: 'image'; own: boolean };

export function previewOf(conversation: Conversation, viewerId: string): MessagePreview {
  const last = lastMessageOf(conversation);
  if (!last) return { kind: 'none' };
  const own = last.senderId === viewerId;
  if (isImageMessage(last)) return { kind: 'image', own };
  // One line: line breaks read as spaces.
  return { kind: 'text', own, text: last.body.replace(/\s+/g, ' ').trim() };
}
