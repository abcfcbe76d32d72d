import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@/web/lib/toast';
import { Toaster } from './toaster';

afterEach(cleanup);

describe('Toaster', () => {
  it('shows a toast asked for before the toast library has loaded, then later ones, without duplicates', async () => {
    render(<Toaster />);
    act(() => toast('Login success', 'success'));
    expect(await screen.findByText('Login success')).toBeTruthy();

    act(() => {
      toast('Unable to logout', 'error');
      toast('Unable to logout', 'error');
    });
    expect(await screen.findAllByText('Unable to logout')).toHaveLength(1);
    expect(screen.getByText('Login success')).toBeTruthy();
  });

  it('keeps at most five toasts on screen', async () => {
    render(<Toaster />);
    act(() => {
      for (let n = 1; n <= 7; n += 1) toast(`Message ${n}`, 'info');
    });
    await screen.findByText('Message 5');
    expect(screen.queryAllByText(/^Message \d$/)).toHaveLength(5);
    expect(screen.queryByText('Message 6')).toBeNull();
  });

  it('shows the action of a toast as a button that runs it and closes the toast', async () => {
    render(<Toaster />);
    let undone = 0;
    act(() => toast('File deleted', 'default', { action: { label: 'Undo', onClick: () => (undone += 1) } }));
    const undo = await screen.findByRole('button', { name: 'Undo' });
    act(() => undo.click());
    expect(undone).toBe(1);
    await waitFor(() => expect(screen.queryByText('File deleted')).toBeNull());
  });
});
