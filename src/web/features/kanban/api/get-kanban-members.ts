import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ContactsResponse } from '@/contract/chat';
import type { KanbanAssignee } from '@/contract/kanban';
import { api } from '@/web/lib/api';
import { useAuth } from '@/web/lib/session/auth-store';

/**
 * The workspace's accounts a card can be assigned to: the signed-in user first, then everyone else (the
 * chat contacts list, which leaves out oneself).
 */
export function useKanbanMembers() {
  const me = useAuth((state) => state.user);
  const select = useCallback(
    (data: ContactsResponse): KanbanAssignee[] => [
      ...(me ? [{ id: me.id, name: me.displayName, avatar: me.photoURL }] : []),
      ...data.contacts.map(({ id, name, avatar }) => ({ id, name, avatar })),
    ],
    [me],
  );
  return useQuery({
    queryKey: ['kanban', 'members'],
    queryFn: () => api.get('/api/chat/contacts'),
    select,
    staleTime: 5 * 60_000,
  });
}
