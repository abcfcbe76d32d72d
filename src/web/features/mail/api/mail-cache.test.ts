import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { MailResponse, MailsResponse } from '@/contract/mail';
import { testMail } from '@/web/features/mail/components/mail-test-data';
import { cachedMail, putMailsInCache } from './mail-cache';
import { mailQueryKeys } from './mail-query-keys';

describe('putMailsInCache', () => {
  it('changes the mail in its own answer and every list, and drops it from lists that no longer show it', () => {
    const client = new QueryClient();
    const a = testMail({ id: 'a' });
    const b = testMail({ id: 'b' });
    client.setQueryData<MailsResponse>(mailQueryKeys.list({ systemLabel: 'inbox' }), { mails: [a, b] });
    client.setQueryData<MailsResponse>(mailQueryKeys.list({ systemLabel: 'all' }), { mails: [a, b] });
    client.setQueryData<MailsResponse>(mailQueryKeys.list({ customLabel: 'social' }), { mails: [] });
    client.setQueryData<MailResponse>(mailQueryKeys.mail('a'), { mail: a });

    const trashed = { ...a, folder: 'trash' as const, isUnread: false };
    putMailsInCache(client, [trashed]);

    expect(client.getQueryData<MailsResponse>(mailQueryKeys.list({ systemLabel: 'inbox' }))!.mails.map((mail) => mail.id)).toEqual(['b']);
    expect(client.getQueryData<MailsResponse>(mailQueryKeys.list({ systemLabel: 'all' }))!.mails[0]).toEqual(trashed);
    expect(client.getQueryData<MailsResponse>(mailQueryKeys.list({ customLabel: 'social' }))!.mails).toEqual([]);
    expect(client.getQueryData<MailResponse>(mailQueryKeys.mail('a'))!.mail).toEqual(trashed);
    expect(cachedMail(client, 'b')).toEqual(b);
  });
});
