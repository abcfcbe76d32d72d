import { act, cleanup, render, screen } from '@testing-library/react';
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
});
