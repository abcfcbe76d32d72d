import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ContactsResponse } from '@/contract/chat';
import { api } from '@/web/lib/api';
import { useLiveEvent } from '@/web/lib/live/use-live-event';

const contactsQueryKey = ['chat', 'contacts'] as const;

/** GET /api/chat/contacts, each contact's status kept live (presence events); a failure is only logged. */
export function useChatContacts() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: contactsQueryKey,
    queryFn: () => api.get('/api/chat/contacts'),
    select: (data) => data.contacts,
  });
  useLiveEvent('presence', ({ userId, status }) => {
    const current = queryClient.getQueryData<ContactsResponse>(contactsQueryKey);
    if (!current) return;
    // An account the list does not know yet (registered meanwhile): the list is fetched again.
    if (!current.contacts.some((contact) => contact.id === userId)) {
      void queryClient.invalidateQueries({ queryKey: contactsQueryKey });
      return;
    }
    queryClient.setQueryData<ContactsResponse>(contactsQueryKey, {
      contacts: current.contacts.map((contact) =>
        contact.id === userId
          ? { ...contact, status, lastActivity: status === 'offline' ? new Date().toISOString() : contact.lastActivity }
          : contact,
      ),
    });
  });
  useEffect(() => {
    if (query.error) console.error('Could not load the contacts', query.error);
  }, [query.error]);
  return query;
}
