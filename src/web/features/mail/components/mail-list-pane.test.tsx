import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Mail, UpdateMailRequest } from '@/contract/mail';
import i18next from '@/web/locales/i18n';
import { loadTestTexts } from '@/web/locales/test-texts';
import { AppThemeProvider } from '@/web/theme/app-theme-provider';
import { MailListPane } from './mail-list-pane';
import { testMail } from './mail-test-data';

const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** A mailbox on a stubbed server: lists the inbox, stores updates, records what was asked. */
function stubServer(mails: Mail[]) {
  const stored = new Map(mails.map((mail) => [mail.id, mail]));
  const updates: UpdateMailRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/mail/mails/update') {
        const request = JSON.parse(String(init?.body)) as UpdateMailRequest;
        updates.push(request);
        const mail = { ...stored.get(request.mailId)!, ...request.updateMail };
        stored.set(mail.id, mail);
        return answer({ mail });
      }
      if (url.pathname === '/api/mail/mails') return answer({ mails: [...stored.values()].filter((mail) => mail.folder === 'inbox') });
      if (url.pathname === '/api/mail/labels') return answer({ labels: [] });
      throw new Error(`unexpected ${url.pathname}`);
    }),
  );
  return updates;
}

function Inbox() {
  const [search, setSearch] = useState('');
  return <MailListPane box={{ type: 'system', name: 'inbox' }} search={search} onSearch={setSearch} />;
}

function renderInbox() {
  render(
    <AppThemeProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <Inbox />
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

  it('lists the mails with excerpt, unread marks and links; select all and mark read updates each', async () => {
    const updates = stubServer([booking, podcast, contract]);
    renderInbox();
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
    expect(updates.map((update) => update.mailId).sort()).toEqual(['a', 'b', 'c']);
    expect(updates.every((update) => update.updateMail.isUnread === false)).toBe(true);
  });

  it('moves the ticked mails to trash and drops them from the list; a search narrows it', async () => {
    const updates = stubServer([booking, podcast, contract]);
    renderInbox();
    await screen.findByRole('list', { name: 'Mails in Inbox' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select: Podcast guest' }));
    expect(screen.getByRole('heading', { name: 'Selected: 1' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Move to Trash' }));
    await waitFor(() => expect(screen.getAllByTestId('mail-item')).toHaveLength(2));
    expect(updates).toEqual([{ mailId: 'b', updateMail: { folder: 'trash' } }]);
    expect(screen.getByRole('heading', { name: 'Inbox' })).toBeTruthy();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search mail' }), 'hamburg');
    await waitFor(() => expect(screen.getAllByTestId('mail-item')).toHaveLength(1));
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search mail' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search mail' }), 'nothing like it');
    expect(await screen.findByRole('heading', { name: 'No mail matches “nothing like it”' })).toBeTruthy();
  });

  it('says when a label is empty', async () => {
    stubServer([]);
    renderInbox();
    expect(await screen.findByRole('heading', { name: 'Your inbox is empty' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement).disabled).toBe(true);
  });
});
