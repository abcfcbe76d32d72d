import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccountUser } from '@/contract/account';
import { ApiErrors } from '@/contract/errors';
import i18next from '@/web/locales/i18n';
import { loadTestTexts } from '@/web/locales/test-texts';
import { paths } from '@/web/lib/paths';
import { useAuth } from '@/web/lib/session/auth-store';
import { AppThemeProvider } from '@/web/theme/app-theme-provider';
import { PostActions } from './post-actions';

const post = { id: 'post-1', title: 'Backstage at the Gala', authorId: 'author-1' };
const postPath = paths.dashboard.blog.post('backstage-at-the-gala');

const account = (id: string, role: AccountUser['role']): AccountUser => ({
  id,
  role,
  displayName: 'Robin Reader',
  email: `${id}@example.com`,
  photoURL: '',
  phoneNumber: '',
  country: '',
  address: '',
  state: '',
  city: '',
  zipCode: '',
  about: '',
  isPublic: true,
});

function renderAs(user: AccountUser) {
  useAuth.setState({ user, isAuthenticated: true, isInitialized: true });
  render(
    <AppThemeProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[postPath]}>
          <Routes>
            <Route path={postPath} element={<PostActions post={post} />} />
            <Route path={paths.dashboard.blog.posts} element={<p>The posts</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </AppThemeProvider>,
  );
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeAll(() => loadTestTexts('blog'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuth.setState({ user: null, isAuthenticated: false });
});
afterAll(() => i18next.changeLanguage('en'));

describe('PostActions', () => {
  it('shows nothing to a member who did not write the post', () => {
    renderAs(account('someone-else', 'user'));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('gives the author Edit (to the edit page) and Delete, which asks first and then deletes', async () => {
    const fetch = vi.fn(async () => answer(200, { postId: post.id }));
    vi.stubGlobal('fetch', fetch);
    renderAs(account('author-1', 'user'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Post actions' }));
    expect(screen.getByRole('menuitem', { name: 'Edit' }).getAttribute('href')).toBe(`${postPath}/edit`);
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete post?' });
    expect(dialog.textContent).toContain('“Backstage at the Gala” will be deleted with all its comments.');
    expect(fetch).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('The posts')).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/blog\/posts\/delete$/);
    expect(JSON.parse(init.body as string)).toEqual({ postId: post.id });
  });

  it('gives an admin the menu on anyone’s post, and a refused delete stays in the dialog, in the reader’s language', async () => {
    await i18next.changeLanguage('de');
    vi.stubGlobal('fetch', vi.fn(async () => answer(403, ApiErrors.permissionDenied)));
    renderAs(account('admin-1', 'admin'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: i18next.t('blog.actions.label') }));
    await user.click(screen.getByRole('menuitem', { name: i18next.t('blog.actions.delete') }));
    const dialog = screen.getByRole('dialog', { name: 'Beitrag löschen?' });
    await user.click(within(dialog).getByRole('button', { name: i18next.t('blog.delete.confirm') }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Zugriff verweigert');
    expect(screen.queryByText('The posts')).toBeNull();
  });
});
