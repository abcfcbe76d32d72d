import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewMessageRequest } from '@/contract/chat';
import { api } from '@/web/lib/api';
import { useAuth } from '@/web/lib/session/auth-store';
import { receiveChatMessage } from './conversations-cache';

/**
 * Sends a message into a conversation or to recipients. The answer goes into the cached list (appended, its
 * conversation on top); a conversation just started is fetched with the list before the call resolves.
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  const viewerId = useAuth((state) => state.user?.id ?? '');
  return useMutation({
    mutationFn: async (request: NewMessageRequest) => {
      const sent = await api.post('/api/chat/messages/new', request);
      await receiveChatMessage(queryClient, sent.conversationId, sent.message, viewerId);
      return sent;
    },
  });
}
