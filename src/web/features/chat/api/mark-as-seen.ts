import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api';
import { receiveChatSeen } from './conversations-cache';

/** Marks a conversation seen; its badge clears at once (a failure is only logged: it comes back on the next load). */
export function useMarkAsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: string) => api.get('/api/chat/conversation/mark-as-seen', { conversationId }),
    onMutate: (conversationId) => receiveChatSeen(queryClient, conversationId),
    onError: (error) => console.error('Could not mark the conversation as seen', error),
  });
}
