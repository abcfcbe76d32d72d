import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiErrors } from '@/contract/errors';
import germanErrors from '@/web/locales/de/errors.json';
import i18next from '@/web/locales/i18n';
import { loadTestTexts } from '@/web/locales/test-texts';
import { api } from '@/web/lib/api';
import { useAuth } from '@/web/lib/session/auth-store';
import { session } from '@/web/lib/session/token-session';
import { AppThemeProvider } from '@/web/theme/app-theme-provider';
import { LoginForm } from './login-form';

beforeAll(async () => {
  await loadTestTexts();
  await i18next.changeLanguage('de');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
afterAll(() => i18next.changeLanguage('en'));

const renderLoginForm = () =>
  render(
    <AppThemeProvider>
      <MemoryRouter>
        <LoginForm />
      </MemoryRouter>
    </AppThemeProvider>,
  );

describe('LoginForm', () => {
  it("shows a refused sign-in's error in the reader's language, by its code", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: ApiErrors.wrongPassword.message, code: ApiErrors.wrongPassword.code }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    renderLoginForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(i18next.t('auth.email'), { selector: 'input' }), 'demo@example.com');
    await user.type(screen.getByLabelText(i18next.t('auth.password'), { selector: 'input' }), 'not the password');
    await user.click(screen.getByRole('button', { name: i18next.t('auth.login') }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(germanErrors.auth.wrong_password);
    expect(alert.textContent).toBe('Falsches Passwort');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/account\/login$/);
    expect(JSON.parse(init.body as string)).toEqual({ email: 'demo@example.com', password: 'not the password' });
    // A failed sign-in keeps the email, clears the password and focuses it.
    const password = screen.getByLabelText(i18next.t('auth.password'), { selector: 'input' }) as HTMLInputElement;
    await waitFor(() => expect(password.value).toBe(''));
    expect((screen.getByLabelText(i18next.t('auth.email'), { selector: 'input' }) as HTMLInputElement).value).toBe(
      'demo@example.com',
    );
    await waitFor(() => expect(document.activeElement).toBe(password));
  });

  it('after the server signed a banned account out, says so in the reader\'s language until the next attempt', async () => {
    const banned = { message: ApiErrors.accountBanned.message, code: ApiErrors.accountBanned.code };
    const fetch = vi.fn(async () => new Response(JSON.stringify(banned), { status: 403 }));
    vi.stubGlobal('fetch', fetch);
    // Signed in, with the dashboard open: its next call is answered 403 Account is banned.
    const payload = btoa(JSON.stringify({ exp: Date.now() / 1000 + 3600 })).replace(/=+$/, '');
    session.set(`eyJhbGciOiJIUzI1NiJ9.${payload}.sig`);
    useAuth.setState({ isInitialized: true, isAuthenticated: true, user: { id: 'u1', displayName: 'Robin' } as never });
    await expect(api.get('/api/user/profile')).rejects.toMatchObject({ status: 403 });
    expect(useAuth.getState()).toMatchObject({ isAuthenticated: false, user: null, bannedNotice: true });
    expect(session.getToken()).toBeNull();

    renderLoginForm();
    expect(screen.getByRole('alert').textContent).toBe(germanErrors.auth.account_banned);
    expect(screen.getByRole('alert').textContent).toBe('Das Konto ist gesperrt');

    // Signing in again: the notice goes; the server's answer (still banned) shows instead, once.
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(i18next.t('auth.email'), { selector: 'input' }), 'robin@example.com');
    await user.type(screen.getByLabelText(i18next.t('auth.password'), { selector: 'input' }), 'secret1');
    await user.click(screen.getByRole('button', { name: i18next.t('auth.login') }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(useAuth.getState().bannedNotice).toBe(false));
    expect(await screen.findAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe('Das Konto ist gesperrt');
  });
});
