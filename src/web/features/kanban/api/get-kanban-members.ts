import { useQuery } from '@tanstack/react-query';
import type { ContactsResponse } from '../../../../contract/chat';
import type { KanbanAssignee } from '../../../../contract/kanban';
import { api } from '../../../lib/api';

/** The workspace's accounts a card can be assigned to (the chat contacts list is that list). */
export function useKanbanMembers() {
  return useQuery({
    queryKey: ['kanban', 'members'],
    queryFn: () => api.get<ContactsResponse>('/api/chat/contacts'),
    select: (data): KanbanAssignee[] => data.contacts.map(({ id, name, avatar }) => ({ id, name, avatar })),
    staleTime: 5 * 60_000,
  });
}
