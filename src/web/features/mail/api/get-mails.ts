import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Mail } from '@/contract/mail';
import { api } from '@/web/lib/api';
import { mailsQueryOf, type MailBox } from '@/web/features/mail/components/mail-box';
import { mailSearchText, searchMails } from '@/web/features/mail/components/mail-text';
import { mailQueryKeys } from './mail-query-keys';

/**
 * The mails of a label a search finds, newest first. The search runs here, on the label's list (seam: once
 * the server searches, the query goes into the call and this filter goes away).
 */
export function useMails(box: MailBox | null, search: string) {
  const query = box ? mailsQueryOf(box) : {};
  const result = useQuery({
    queryKey: mailQueryKeys.list(query),
    queryFn: () => api.get('/api/mail/mails', query),
    select: (data) => data.mails,
    enabled: box !== null,
  });
  const texts = useMemo(() => new Map((result.data ?? []).map((mail) => [mail.id, mailSearchText(mail)])), [result.data]);
  const found = useMemo(
    () => (result.data ? searchMails(result.data, search, (mail: Mail) => texts.get(mail.id) ?? '') : undefined),
    [result.data, search, texts],
  );
  return { ...result, mails: found };
}
