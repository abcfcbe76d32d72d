import { useQuery } from '@tanstack/react-query';
import type { ConversationsResponse } from '@/contract/chat';
import { api } from '@/web/lib/api';
import { chatQueryKeys } from './chat-query-keys';

export function getConversations(): Promise<ConversationsResponse> {
  return api.get('/api/chat/conversations');
}

/** The signed-in user's conversations, newest activity first, each with its messages oldest first. */
export function useConversations() {
  return useQuery({ queryKey: chatQueryKeys.conversations, queryFn: getConversations, select: (data) => data.conversations });
}
