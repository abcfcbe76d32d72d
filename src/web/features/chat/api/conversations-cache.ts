import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage, ContactStatus, Conversation, ConversationsResponse } from '@/contract/chat';
import type { LiveEvent } from '@/contract/live';
import { chatQueryKeys } from './chat-query-keys';

/**
 * A new message in the cached conversation list (newest activity first): appended to its conversation in time
 * order, that conversation moved to the top, and counted unread when someone else wrote it. A message already
 * there (same id: the sender's own answer and its live echo, a replay after a reconnect) changes nothing.
 * Returns `undefined` when the conversation is not in the list: the list must then be fetched again.
 */
export function applyIncomingMessage(
  conversations: Conversation[],
  conversationId: string,
  message: ChatMessage,
  viewerId: string,
): Conversation[] | undefined {
  const conversation = conversations.find((candidate) => candidate.id === conversationId);
  if (!conversation) return undefined;
  if (conversation.messages.some((existing) => existing.id === message.id)) return conversations;
  const messages = [...conversation.messages];
  let at = messages.length;
  while (at > 0 && messages[at - 1]!.createdAt > message.createdAt) at -= 1;
  messages.splice(at, 0, message);
  const updated: Conversation = {
    ...conversation,
    messages,
    unreadCount: message.senderId === viewerId ? conversation.unreadCount : conversation.unreadCount + 1,
  };
  return [updated, ...conversations.filter((candidate) => candidate !== conversation)];
}

/** The viewer has seen the conversation (here or in another window): its unread count is 0. */
export function applySeen(conversations: Conversation[], conversationId: string): Conversation[] {
  const conversation = conversations.find((candidate) => candidate.id === conversationId);
  if (!conversation || conversation.unreadCount === 0) return conversations;
  return conversations.map((candidate) => (candidate === conversation ? { ...conversation, unreadCount: 0 } : candidate));
}

/** An account's new status, wherever it takes part. */
export function applyPresence(conversations: Conversation[], userId: string, status: ContactStatus): Conversation[] {
  if (!conversations.some((conversation) => conversation.participants.some((person) => person.id === userId && person.status !== status))) {
    return conversations;
  }
  return conversations.map((conversation) =>
    conversation.participants.some((person) => person.id === userId)
      ? {
          ...conversation,
          participants: conversation.participants.map((person) => (person.id === userId ? { ...person, status } : person)),
        }
      : conversation,
  );
}

/** The cached conversation list, when it has been fetched. */
export function cachedConversations(queryClient: QueryClient): Conversation[] | undefined {
  return queryClient.getQueryData<ConversationsResponse>(chatQueryKeys.conversations)?.conversations;
}

function changeConversations(queryClient: QueryClient, change: (conversations: Conversation[]) => Conversation[]) {
  queryClient.setQueryData<ConversationsResponse>(chatQueryKeys.conversations, (current) => {
    if (!current) return current;
    const conversations = change(current.conversations);
    return conversations === current.conversations ? current : { conversations };
  });
}

/**
 * A message of one of the viewer's conversations (their own send, or a live `chat.message`) into the cache.
 * A conversation the cache does not know yet (someone started it) is fetched with the list again; the
 * promise settles once that is done.
 */
export async function receiveChatMessage(
  queryClient: QueryClient,
  conversationId: string,
  message: ChatMessage,
  viewerId: string,
): Promise<void> {
  const current = cachedConversations(queryClient);
  if (!current) return; // Nothing shown yet: the list is fetched in full when it is.
  const next = applyIncomingMessage(current, conversationId, message, viewerId);
  if (next === undefined) {
    await queryClient.invalidateQueries({ queryKey: chatQueryKeys.conversations });
    return;
  }
  changeConversations(queryClient, () => next);
}

/** A conversation marked seen (here, or a live `chat.seen` from another window). */
export function receiveChatSeen(queryClient: QueryClient, conversationId: string): void {
  changeConversations(queryClient, (conversations) => applySeen(conversations, conversationId));
}

/** A live event, as far as the chat's cache is concerned (other events are left alone). */
export async function applyChatLiveEvent(queryClient: QueryClient, event: LiveEvent, viewerId: string): Promise<void> {
  if (event.type === 'chat.message') await receiveChatMessage(queryClient, event.conversationId, event.message, viewerId);
  else if (event.type === 'chat.seen') receiveChatSeen(queryClient, event.conversationId);
  else if (event.type === 'presence') changeConversations(queryClient, (conversations) => applyPresence(conversations, event.userId, event.status));
}
