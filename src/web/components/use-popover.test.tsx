import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Redirect } from './redirect';
import { usePopover } from './use-popover';

afterEach(cleanup);

function Menu() {
  const popover = usePopover();
  return (
    <>
      <button onClick={popover.onOpen}>Open</button>
      <span data-testid="state">{popover.open ? 'open' : 'closed'}</span>
      <Outlet />
    </>
  );
}

/** A header with a menu over the pages, as the dashboard layout is; /dashboard only leads on to /dashboard/app. */
function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: <Menu />,
        children: [{ index: true, element: <Redirect to="/dashboard/app" /> }, { path: '*' }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  return router;
}

const state = () => screen.getByTestId('state').textContent;

describe('usePopover', () => {
  it('stays open through a redirect from the address it was opened on', async () => {
    // The screen the redirect leads to is still loading when the click comes, as a lazy page's code can be.
    let arrive = () => {};
    const router = createMemoryRouter(
      [
        {
          path: '/dashboard',
          element: <Menu />,
          children: [
            { index: true, element: <Redirect to="/dashboard/app" /> },
            { path: 'app', loader: () => new Promise<null>((resolve) => (arrive = () => resolve(null))) },
          ],
        },
      ],
      { initialEntries: ['/dashboard'] },
    );
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await act(() => arrive());
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/app'));
    expect(state()).toBe('open');
  });

  it('closes on a link to the page already shown (the router replaces the entry then)', async () => {
    const router = renderAt('/dashboard/app');
    expect(state()).toBe('open');
    await act(() => router.navigate('/dashboard/app', { replace: true }));
    expect(state()).toBe('closed');
  });

  it('closes on any other replacing navigation', async () => {
    const router = renderAt('/dashboard/app');
    await act(() => router.navigate('/dashboard/mail', { replace: true }));
    expect(state()).toBe('closed');
  });

  it('closes when the visitor goes to another page, and a later redirect does not open it again', async () => {
    const router = renderAt('/dashboard/app');
    await act(() => router.navigate('/dashboard/mail'));
    expect(state()).toBe('closed');
    await act(() => router.navigate('/dashboard', { replace: true }));
    expect(state()).toBe('closed');
  });

  it('closes when the visitor goes to an address that redirects', async () => {
    const router = renderAt('/dashboard/mail');
    await act(() => router.navigate('/dashboard'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/app'));
    expect(state()).toBe('closed');
  });

  it('closes on back', async () => {
    const router = renderAt('/dashboard/app');
    await act(() => router.navigate('/dashboard/chat'));
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(state()).toBe('open');
    await act(() => router.navigate(-1));
    expect(state()).toBe('closed');
  });
});
