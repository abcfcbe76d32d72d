import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadTestTexts } from '@/web/locales/test-texts';
import { AppThemeProvider } from '@/web/theme/app-theme-provider';
import { MessageComposer } from './message-composer';

function renderComposer(onSend: (body: string) => Promise<unknown>) {
  render(
    <AppThemeProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MessageComposer onSend={onSend} onSendImage={() => Promise.resolve()} />
      </QueryClientProvider>
    </AppThemeProvider>,
  );
  return screen.getByRole('textbox', { name: 'Message' });
}

describe('MessageComposer', () => {
  beforeAll(() => loadTestTexts('chat', 'uploads'));
  afterEach(cleanup);

  it('sends on Enter, starts a new line on Shift+Enter, and keeps emoji whole', async () => {
    const onSend = vi.fn(() => Promise.resolve());
    const box = renderComposer(onSend);
    await userEvent.type(box, 'Line one 👋🏽{Shift>}{Enter}{/Shift}Line two');
    expect(box).toHaveProperty('value', 'Line one 👋🏽\nLine two');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('Line one 👋🏽\nLine two');
    await waitFor(() => expect(box).toHaveProperty('value', ''));
  });

  it('sends nothing blank, and keeps the text and shows why when sending fails', async () => {
    const onSend = vi.fn(() => Promise.reject(new Error('Something went wrong')));
    const box = renderComposer(onSend);
    await userEvent.type(box, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, 'Hello{Enter}');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Something went wrong');
    expect(box).toHaveProperty('value', 'Hello');
  });
});
