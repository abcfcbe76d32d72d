import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Mail, MailChanges, UpdateMailsRequest } from '@/contract/mail';
import i18next from '@/web/locales/i18n';
import { loadTestTexts } from '@/web/locales/test-texts';
import { AppThemeProvider } from '@/web/theme/app-theme-provider';
import { MailListPane } from './mail-list-pane';
import { testMail } from './mail-test-data';

const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/**
 * A mailbox on a stubbed server: lists a folder a page of `pageSize` at a time (searched by subject and body),
 * stores bulk updates and deletes, records what was asked.
 */
function stubServer(mails: Mail[], pageSize = 50) {
  const stored = new Map(mails.map((mail) => [mail.id, mail]));
  const updates: UpdateMailsRequest[] = [];
  const deleted: string[][] = [];
  const searches: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/mail/mails/update-many') {
        const request = JSON.parse(String(init?.body)) as UpdateMailsRequest;
        updates.push(request);
        const { addLabelIds = [], removeLabelIds = [], ...flags } = request.updateMail as MailChanges;
        const changed = (request.mailIds as string[]).map((id) => {
          const mail = stored.get(id)!;
          const labelIds = [...mail.labelIds.filter((label) => !removeLabelIds.includes(label)), ...addLabelIds.filter((label) => !mail.labelIds.includes(label))];
          const next = { ...mail, ...flags, labelIds };
          stored.set(id, next);
          return next;
        });
        return answer({ mails: changed });
      }
      if (url.pathname === '/api/mail/mails/delete') {
        const { mailIds } = JSON.parse(String(init?.body)) as { mailIds: string[] };
        deleted.push(mailIds);
        for (const id of mailIds) stored.delete(id);
        return answer({ mailIds });
      }
      if (url.pathname === '/api/mail/mails') {
        const folder = url.searchParams.get('systemLabel');
        const search = (url.searchParams.get('search') ?? '').toLowerCase();
        if (search) searches.push(search);
        const found = [...stored.values()].filter(
          (mail) => mail.folder === folder && (mail.subject + mail.message).toLowerCase().includes(search),
        );
        const start = Number(url.searchParams.get('cursor') ?? 0);
        const page = found.slice(start, start + pageSize);
        return answer({ mails: page, nextCursor: start + pageSize < found.length ? String(start + pageSize) : null });
      }
      if (url.pathname === '/api/mail/labels') return answer({ labels: [] });
      throw new Error(`unexpected ${url.pathname}`);
    }),
  );
  return { updates, deleted, searches };
}

function Box({ name }: { name: 'inbox' | 'trash' }) {
  const [search, setSearch] = useState('');
  return <MailListPane box={{ type: 'system', name }} search={search} onSearch={setSearch} />;
}

function renderBox(name: 'inbox' | 'trash' = 'inbox') {
  render(
    <AppThemeProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <Box name={name} />
        </MemoryRouter>
      </QueryClientProvider>
    </AppThemeProvider>,
  );
}
beforeAll(() => loadTestTexts('mail'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
afterAll(() => i18next.changeLanguage('en'));

describe('MailListPane', () => {
  const booking = testMail({ id: 'a', subject: 'Booking inquiry', isUnread: true, message: '<p>Dear Ana,</p><p>Main stage in Hamburg.</p>' });
  const podcast = testMail({ id: 'b', subject: 'Podcast guest', isUnread: true, files: ['/images/cover/1.svg'] });
  const contract = testMail({ id: 'c', subject: 'Contract draft', isUnread: false });

  it('lists the mails with excerpt, unread marks and links; select all and mark read is one bulk call', async () => {
    const { updates } = stubServer([booking, podcast, contract]);
    renderBox();
    const list = await screen.findByRole('list', { name: 'Mails in Inbox' });
    const rows = within(list).getAllByTestId('mail-item');
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toContain('Dear Ana, Main stage in Hamburg.');
    expect(rows.map((row) => row.dataset.unread)).toEqual(['true', 'true', 'false']);
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/dashboard/mail/inbox/a');
    expect(within(rows[1]!).getByRole('img', { name: 'Attachments: 1' })).toBeTruthy();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByRole('heading', { name: 'Selected: 3' })).toBeTruthy();
    await userEvent.click(within(screen.getByRole('group', { name: 'Actions' })).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(screen.getAllByTestId('mail-item').map((row) => row.dataset.unread)).toEqual(['false', 'false', 'false']));
    expect(updates).toEqual([{ mailIds: ['a', 'b', 'c'], updateMail: { isUnread: false } }]);
  });

  it('moves the ticked mails to trash and drops them from the list; the server searches once typing pauses', async () => {
    const { updates, searches } = stubServer([booking, podcast, contract]);
    renderBox();
    await screen.findByRole('list', { name: 'Mails in Inbox' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select: Podcast guest' }));
    expect(screen.getByRole('heading', { name: 'Selected: 1' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Move to Trash' }));
    await waitFor(() => expect(screen.getAllByTestId('mail-item')).toHaveLength(2));
    expect(updates).toEqual([{ mailIds: ['b'], updateMail: { folder: 'trash' } }]);
    expect(screen.getByRole('heading', { name: 'Inbox' })).toBeTruthy();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search mail' }), 'hamburg');
    await waitFor(() => expect(screen.getAllByTestId('mail-item')).toHaveLength(1));
    // One call for the whole word, not one per key.
    expect(searches).toEqual(['hamburg']);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search mail' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search mail' }), 'nothing like it');
    expect(await screen.findByRole('heading', { name: 'No mail matches “nothing like it”' })).toBeTruthy();
  });

  it('a label on two mails is one call that adds it, each keeping its other labels', async () => {
    const { updates } = stubServer([testMail({ id: 'a', labelIds: ['forums'] }), testMail({ id: 'b', subject: 'Other' })]);
    renderBox();
    await screen.findByRole('list', { name: 'Mails in Inbox' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Labels' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: /Social/ }));
    await waitFor(() => expect(updates).toEqual([{ mailIds: ['a', 'b'], updateMail: { addLabelIds: ['social'] } }]));
  });

  it('loads the next page with "Load more" until there is none', async () => {
    stubServer([booking, podcast, contract], 2);
    renderBox();
    await screen.findByRole('list', { name: 'Mails in Inbox' });
    expect(screen.getAllByTestId('mail-item')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('mail-item')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('in Trash, deletes the ticked mails forever once confirmed', async () => {
    const trashed = [testMail({ id: 'a', folder: 'trash' }), testMail({ id: 'b', folder: 'trash', subject: 'Other' })];
    const { deleted } = stubServer(trashed);
    renderBox('trash');
    await screen.findByRole('list', { name: 'Mails in Trash' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select: Other' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete forever' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete forever?' });
    expect(deleted).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete forever' }));
    await waitFor(() => expect(screen.getAllByTestId('mail-item')).toHaveLength(1));
    expect(deleted).toEqual([['b']]);
  });

  it('says when a label is empty', async () => {
    stubServer([]);
    renderBox();
    expect(await screen.findByRole('heading', { name: 'Your inbox is empty' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement).disabled).toBe(true);
  });
});
