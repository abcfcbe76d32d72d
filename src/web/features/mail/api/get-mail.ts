import { useQuery } from '@tanstack/react-query';
import { ApiErrors } from '@/contract/errors';
import { api } from '@/web/lib/api';
import { errorOf } from '@/web/lib/http-client';
import { isMailGoing } from './going-mails';
import { mailQueryKeys } from './mail-query-keys';

/** One of the user's mails; an unknown id fails with `mail.not_found` (not retried). */
export function useMail(mailId: string | undefined) {
  return useQuery({
    queryKey: mailQueryKeys.mail(mailId ?? ''),
    queryFn: () => api.get('/api/mail/mail', { mailId: mailId! }),
    select: (data) => data.mail,
    enabled: Boolean(mailId) && !isMailGoing(mailId!),
    retry: (count, error) => !isMailNotFound(error) && count < 1,
  });
}

export const isMailNotFound = (error: unknown) => errorOf(error).code === ApiErrors.mailNotFound.code;
