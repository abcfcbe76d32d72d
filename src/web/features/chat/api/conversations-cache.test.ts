import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ConversationsResponse } from '@/contract/chat';
import { contact, conversation, message, viewerId } from '@/web/features/chat/testing/chat-fixtures';
import { chatQueryKeys } from './chat-query-keys';
import { applyChatLiveEvent, applyIncomingMessage, applyPresence, applySeen, receiveChatMessage } from './conversations-cache';

const ada = contact('ada', 'Ada');
const ben = contact('ben', 'Ben');
const list = [
  conversation('c1', [ada], [message('m1', 'ada', '2026-11-20T10:00:00.000Z')], 1),
  conversation('c2', [ben], [message('m2', viewerId, '2026-11-20T09:00:00.000Z')]),
];

describe('applyIncomingMessage', () => {
  it("appends someone else's message, counts it unread and moves its conversation to the top", () => {
    const next = applyIncomingMessage(list, 'c2', message('m3', 'ben', '2026-11-20T11:00:00.000Z'), viewerId)!;
    expect(next.map((item) => item.id)).toEqual(['c2', 'c1']);
    expect(next[0]!.messages.map((item) => item.id)).toEqual(['m2', 'm3']);
    expect(next[0]!.unreadCount).toBe(1);
    expect(next[1]).toBe(list[0]);
    expect(list[1]!.messages).toHaveLength(1);
  });

  it("keeps the unread count for the viewer's own message", () => {
    const next = applyIncomingMessage(list, 'c1', message('m3', viewerId, '2026-11-20T11:00:00.000Z'), viewerId)!;
    expect(next[0]!.unreadCount).toBe(1);
    expect(next[0]!.messages.at(-1)!.id).toBe('m3');
  });

  it('never doubles a message it already has (same id)', () => {
    const once = applyIncomingMessage(list, 'c2', message('m3', 'ben', '2026-11-20T11:00:00.000Z'), viewerId)!;
    const twice = applyIncomingMessage(once, 'c2', message('m3', 'ben', '2026-11-20T11:00:00.000Z'), viewerId);
    expect(twice).toBe(once);
    expect(twice![0]!.messages).toHaveLength(2);
    expect(twice![0]!.unreadCount).toBe(1);
  });

  it('puts a late message in time order', () => {
    const next = applyIncomingMessage(list, 'c1', message('m0', 'ada', '2026-11-20T08:00:00.000Z'), viewerId)!;
    expect(next[0]!.messages.map((item) => item.id)).toEqual(['m0', 'm1']);
  });

  it('answers undefined for a conversation it does not know (the list is fetched again)', () => {
    expect(applyIncomingMessage(list, 'c9', message('m9', 'ada', '2026-11-20T11:00:00.000Z'), viewerId)).toBeUndefined();
  });
});

describe('applySeen and applyPresence', () => {
  it('sets the unread count to 0, and changes nothing when there is nothing to clear', () => {
    expect(applySeen(list, 'c1')[0]!.unreadCount).toBe(0);
    expect(applySeen(list, 'c2')).toBe(list);
    expect(applySeen(list, 'c9')).toBe(list);
  });

  it("changes an account's status wherever it takes part", () => {
    const next = applyPresence(list, 'ada', 'busy');
    expect(next[0]!.participants.find((person) => person.id === 'ada')!.status).toBe('busy');
    expect(next[1]).toBe(list[1]);
    expect(applyPresence(list, 'ada', 'online')).toBe(list);
  });
});

describe('the query-cache glue', () => {
  const cacheWith = () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData<ConversationsResponse>(chatQueryKeys.conversations, { conversations: list });
    return queryClient;
  };
  const cached = (queryClient: QueryClient) => queryClient.getQueryData<ConversationsResponse>(chatQueryKeys.conversations)!.conversations;

  it('applies live chat events to the cached list', async () => {
    const queryClient = cacheWith();
    const event = { type: 'chat.message', conversationId: 'c2', message: message('m3', 'ben', '2026-11-20T11:00:00.000Z') } as const;
    await applyChatLiveEvent(queryClient, event, viewerId);
    await applyChatLiveEvent(queryClient, event, viewerId);
    expect(cached(queryClient)[0]!.messages.map((item) => item.id)).toEqual(['m2', 'm3']);
    await applyChatLiveEvent(queryClient, { type: 'chat.seen', conversationId: 'c2' }, viewerId);
    expect(cached(queryClient)[0]!.unreadCount).toBe(0);
    await applyChatLiveEvent(queryClient, { type: 'presence', userId: 'ben', status: 'away' }, viewerId);
    expect(cached(queryClient)[0]!.participants[1]!.status).toBe('away');
  });

  it('fetches the list again for a conversation it does not know', async () => {
    const queryClient = cacheWith();
    const started = conversation('c3', [contact('cy', 'Cy')], [message('m4', 'cy', '2026-11-20T12:00:00.000Z')], 1);
    let fetched = 0;
    // Shown, as on the chat screen: invalidating refetches what is shown.
    const observer = new QueryObserver(queryClient, {
      queryKey: chatQueryKeys.conversations,
      staleTime: Infinity,
      queryFn: () => {
        fetched += 1;
        return { conversations: [started, ...list] };
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    await receiveChatMessage(queryClient, 'c3', started.messages[0]!, viewerId);
    unsubscribe();
    expect(fetched).toBe(1);
    expect(cached(queryClient).map((item) => item.id)).toEqual(['c3', 'c1', 'c2']);
  });
});
