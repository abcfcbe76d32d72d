import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/web/lib/api';

/** GET /api/chat/contacts; a failure is only logged. */
export function useChatContacts() {
  const query = useQuery({
    queryKey: ['chat', 'contacts'],
    queryFn: () => api.get('/api/chat/contacts'),
    select: (data) => data.contacts,
  });
  useEffect(() => {
    if (query.error) console.error('Could not load the contacts', query.error);
  }, [query.error]);
  return query;
}
