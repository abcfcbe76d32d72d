import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brand } from '@/contract/brand';
import '@/web/locales/i18n';
import { AppThemeProvider } from '@/web/theme/app-theme-provider';
import { RouteErrorScreen } from './route-error-screen';

afterEach(cleanup);

describe('RouteErrorScreen', () => {
  it('shows the 500 screen when a screen throws', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boom');
    }
    const router = createMemoryRouter([
      { path: '/', element: <Broken />, errorElement: <RouteErrorScreen /> },
    ]);
    render(
      <AppThemeProvider>
        <RouterProvider router={router} />
      </AppThemeProvider>,
    );
    expect(await screen.findByRole('heading', { name: '500 Internal Server Error' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe(`500 Internal Server Error | ${brand.productName}`);
    expect(log).toHaveBeenCalledWith('A screen crashed', expect.any(Error));
    log.mockRestore();
  });
});
