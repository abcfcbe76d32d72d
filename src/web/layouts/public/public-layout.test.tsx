import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { brand } from '@/contract/brand';
import { loadTestTexts } from '@/web/locales/test-texts';
import { AppThemeProvider } from '@/web/theme/app-theme-provider';
import PublicLayout, { type PublicLayoutHandle } from './public-layout';

// The router loads these texts with the public layout (app/router.tsx).
beforeAll(() => loadTestTexts('public'));
afterEach(cleanup);

function renderAt(path: string, routes: RouteObject[]) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppThemeProvider>
      <RouterProvider router={router} />
    </AppThemeProvider>,
  );
}

const publicRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <p>Home page</p> },
      {
        path: 'media-profile',
        element: <p>Career</p>,
        handle: { hideFooter: true } satisfies PublicLayoutHandle,
      },
    ],
  },
];

describe('PublicLayout', () => {
  it('frames a page with the header navigation and the footer', async () => {
    renderAt('/', publicRoutes);
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(screen.getByRole('main').textContent).toBe('Home page');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect([...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Hosting & Speaking', '/hosting-speaking'],
      ['Career Timeline', '/media-profile'],
      ['Gallery', '/photoes'],
      ['About', '/about-us'],
      ['Pricing', '/pricing'],
      ['Say Hello', '/say-hello'],
    ]);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/login');
    expect(screen.getByRole('contentinfo').textContent).toContain(
      `© ${new Date().getFullYear()} ${brand.productName}`,
    );
  });

  it('leaves the footer out on a route whose handle says hideFooter', async () => {
    renderAt('/media-profile', publicRoutes);
    expect(await screen.findByText('Career')).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('leaves the footer out when told by its prop', async () => {
    renderAt('/', [
      { element: <PublicLayout hideFooter />, children: [{ index: true, element: <p>Bare</p> }] },
    ]);
    expect(await screen.findByText('Bare')).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
