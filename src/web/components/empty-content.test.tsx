import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppThemeProvider } from '@/web/theme/app-theme-provider';
import { EmptyContent } from './empty-content';

afterEach(cleanup);

describe('EmptyContent', () => {
  it('shows a decorative picture, a title and a hint', () => {
    const { container } = render(
      <AppThemeProvider>
        <EmptyContent title="No mail yet" description="Messages you receive show up here." />
      </AppThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No mail yet' })).toBeTruthy();
    expect(screen.getByText('Messages you receive show up here.')).toBeTruthy();
    const picture = container.querySelector('svg[data-illustration="empty-content"]')!;
    expect(picture.getAttribute('aria-hidden')).toBe('true');
    expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['240', '180']);
  });

  it('takes another picture and heading level', () => {
    render(
      <AppThemeProvider>
        <EmptyContent title="Nothing found" titleComponent="h3" illustration={<span data-testid="picture" />} />
      </AppThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Nothing found' })).toBeTruthy();
    expect(screen.getByTestId('picture')).toBeTruthy();
  });
});
