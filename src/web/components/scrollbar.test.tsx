import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isMobileUserAgent, Scrollbar, SCROLLBAR_HIDE_DELAY_MS } from './scrollbar';

describe('isMobileUserAgent', () => {
  it('knows phones and tablets from desktops', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36')).toBe(false);
    expect(isMobileUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Gecko/20100101 Firefox/128.0')).toBe(false);
  });
});

describe('Scrollbar', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it(`marks itself scrolling and stops ${SCROLLBAR_HIDE_DELAY_MS} ms after the last scroll`, () => {
    vi.useFakeTimers();
    const { getByTestId } = render(
      <Scrollbar data-testid="area">
        <p>content</p>
      </Scrollbar>,
    );
    const area = getByTestId('area');
    expect(area.hasAttribute('data-scrolling')).toBe(false);
    fireEvent.scroll(area);
    expect(area.hasAttribute('data-scrolling')).toBe(true);
    act(() => vi.advanceTimersByTime(SCROLLBAR_HIDE_DELAY_MS - 100));
    fireEvent.scroll(area);
    act(() => vi.advanceTimersByTime(SCROLLBAR_HIDE_DELAY_MS - 100));
    expect(area.hasAttribute('data-scrolling')).toBe(true);
    act(() => vi.advanceTimersByTime(100));
    expect(area.hasAttribute('data-scrolling')).toBe(false);
  });
});
