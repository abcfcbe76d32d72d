import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { usePopover } from './use-popover';

afterEach(cleanup);

function Menu() {
  const popover = usePopover();
  return (
    <>
      <button onClick={popover.onOpen}>Open</button>
      <span data-testid="state">{popover.open ? 'open' : 'closed'}</span>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Menu /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  return router;
}

const state = () => screen.getByTestId('state').textContent;

describe('usePopover', () => {
  it('stays open through a redirect (a navigation that replaces the address)', async () => {
    const router = renderAt('/dashboard');
    expect(state()).toBe('open');
    await act(() => router.navigate('/dashboard/app', { replace: true }));
    expect(state()).toBe('open');
  });

  it('closes when the visitor goes to another page, and a later redirect does not open it again', async () => {
    const router = renderAt('/dashboard/app');
    await act(() => router.navigate('/dashboard/mail'));
    expect(state()).toBe('closed');
    await act(() => router.navigate('/dashboard/mail/inbox', { replace: true }));
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
