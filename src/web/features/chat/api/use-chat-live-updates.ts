import { useQueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '@/contract/live';
import { useLiveEvent } from '@/web/lib/live/use-live-event';
import { useAuth } from '@/web/lib/session/auth-store';
import { applyChatLiveEvent } from './conversations-cache';

/**
 * Keeps the chat's cache true while signed in, wherever in the dashboard the user is: messages of others and seen
 * marks from the user's other windows arrive live, and so does every contact's presence.
 */
export function useChatLiveUpdates(): void {
  const queryClient = useQueryClient();
  const viewerId = useAuth((state) => state.user?.id);
  const apply = (event: LiveEvent) => {
    if (viewerId) void applyChatLiveEvent(queryClient, event, viewerId);
  };
  useLiveEvent('chat.message', apply);
  useLiveEvent('chat.seen', apply);
  useLiveEvent('presence', apply);
}
