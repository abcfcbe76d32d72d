import { useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api';
import { mailQueryKeys } from './mail-query-keys';

/** System labels then custom labels, each with its true unread count. */
export function useMailLabels() {
  return useQuery({
    queryKey: mailQueryKeys.labels,
    queryFn: () => api.get('/api/mail/labels'),
    select: (data) => data.labels,
  });
}
