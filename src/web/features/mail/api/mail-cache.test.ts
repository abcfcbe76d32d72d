import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Mail, MailResponse } from '@/contract/mail';
import { testMail } from '@/web/features/mail/components/mail-test-data';
import { cachedMail, dropMailsFromCache, putMailsInCache, type MailPages } from './mail-cache';
import { mailQueryKeys } from './mail-query-keys';

/** A cached list of two pages: the first ends where the second starts. */
const pagesOf = (first: Mail[], second: Mail[] = []): MailPages => ({
  pages: [
    { mails: first, nextCursor: second.length > 0 ? 'next' : null },
    ...(second.length > 0 ? [{ mails: second, nextCursor: null }] : []),
  ],
  pageParams: second.length > 0 ? [undefined, 'next'] : [undefined],
});
const idsOf = (data: MailPages | undefined) => data!.pages.map((page) => page.mails.map((mail) => mail.id));

describe('putMailsInCache', () => {
  it('changes the mail in its own answer and every page of every list, and drops it from lists that no longer show it', () => {
    const client = new QueryClient();
    const a = testMail({ id: 'a' });
    const b = testMail({ id: 'b' });
    const c = testMail({ id: 'c' });
    client.setQueryData(mailQueryKeys.list({ systemLabel: 'inbox' }), pagesOf([a, b], [c]));
    client.setQueryData(mailQueryKeys.list({ systemLabel: 'all', search: 'booking' }), pagesOf([a, b]));
    client.setQueryData(mailQueryKeys.list({ customLabel: 'social' }), pagesOf([]));
    client.setQueryData<MailResponse>(mailQueryKeys.mail('a'), { mail: a });

    const trashed = { ...a, folder: 'trash' as const, isUnread: false };
    const trashedC = { ...c, folder: 'trash' as const };
    putMailsInCache(client, [trashed, trashedC]);

    expect(idsOf(client.getQueryData<MailPages>(mailQueryKeys.list({ systemLabel: 'inbox' })))).toEqual([['b'], []]);
    expect(client.getQueryData<MailPages>(mailQueryKeys.list({ systemLabel: 'inbox' }))!.pages[0]!.nextCursor).toBe('next');
    expect(client.getQueryData<MailPages>(mailQueryKeys.list({ systemLabel: 'all', search: 'booking' }))!.pages[0]!.mails[0]).toEqual(trashed);
    expect(idsOf(client.getQueryData<MailPages>(mailQueryKeys.list({ customLabel: 'social' })))).toEqual([[]]);
    expect(client.getQueryData<MailResponse>(mailQueryKeys.mail('a'))!.mail).toEqual(trashed);
    expect(cachedMail(client, 'b')).toEqual(b);
  });
});

describe('dropMailsFromCache', () => {
  it('takes mails deleted for good out of every page and forgets their own answers', () => {
    const client = new QueryClient();
    const a = testMail({ id: 'a', folder: 'trash' });
    const b = testMail({ id: 'b', folder: 'trash' });
    client.setQueryData(mailQueryKeys.list({ systemLabel: 'trash' }), pagesOf([a], [b]));
    client.setQueryData<MailResponse>(mailQueryKeys.mail('a'), { mail: a });

    dropMailsFromCache(client, ['a', 'b']);

    expect(idsOf(client.getQueryData<MailPages>(mailQueryKeys.list({ systemLabel: 'trash' })))).toEqual([[], []]);
    expect(client.getQueryData(mailQueryKeys.mail('a'))).toBeUndefined();
    expect(cachedMail(client, 'a')).toBeUndefined();
  });
});
