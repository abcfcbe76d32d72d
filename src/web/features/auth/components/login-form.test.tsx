import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiErrors } from '@/contract/errors';
import germanErrors from '@/web/locales/de/errors.json';
import i18next from '@/web/locales/i18n';
import { loadTestTexts } from '@/web/locales/test-texts';
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
    render(
      <AppThemeProvider>
        <MemoryRouter>
          <LoginForm />
        </MemoryRouter>
      </AppThemeProvider>,
    );
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
});
