import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Contact, Conversation, ConversationsResponse } from '@/contract/chat';
import { api } from '@/web/lib/api';
import { ApiRequestError } from '@/web/lib/http-client';
import { chatQueryKeys } from './chat-query-keys';

export interface KeyedConversation {
  /** null: the key is a contact's username and the viewer has no conversation with them yet. */
  conversation: Conversation | null;
  /** The other participants (or the one contact the username names). */
  participants: Contact[];
}

/**
 * What a conversation key names when the cached list does not have it: a conversation (then put into the list,
 * which the screens read) or a contact to start one with. An unknown key fails (404), and is not tried again.
 */
export function useConversationByKey(conversationKey: string, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: chatQueryKeys.conversationKey(conversationKey),
    enabled,
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 1,
    queryFn: async (): Promise<KeyedConversation> => {
      const { conversation } = await api.get('/api/chat/conversation', { conversationKey });
      if (conversation) {
        queryClient.setQueryData<ConversationsResponse>(chatQueryKeys.conversations, (current) =>
          current && !current.conversations.some((known) => known.id === conversation.id)
            ? { conversations: [conversation, ...current.conversations] }
            : current,
        );
        return { conversation, participants: [] };
      }
      const { participants } = await api.get('/api/chat/participants', { conversationKey });
      return { conversation: null, participants };
    },
  });
}
