import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadTestTexts } from '@/web/locales/test-texts';
import { Breadcrumbs } from './breadcrumbs';

// The crumbs show on dashboard screens, whose texts load with the dashboard.
beforeAll(() => loadTestTexts('dashboard'));
afterEach(cleanup);

describe('Breadcrumbs', () => {
  it('links every crumb but the last, which is plain text cut at 260 px', () => {
    render(
      <MemoryRouter>
        <Breadcrumbs
          links={[
            { name: 'Dashboard', href: '/dashboard' },
            { name: 'User', href: '/dashboard/user' },
            { name: 'A very long name of the account being edited right now', href: '/ignored' },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['User', '/dashboard/user'],
    ]);
    const current = screen.getByText('A very long name of the account being edited right now');
    expect(current.closest('a')).toBeNull();
    expect(current.getAttribute('aria-current')).toBe('page');
    const style = getComputedStyle(current);
    expect(style.maxWidth).toBe('260px');
    expect(style.textOverflow).toBe('ellipsis');
    expect(style.whiteSpace).toBe('nowrap');
  });

  it('shows a crumb without a link as text', () => {
    render(
      <MemoryRouter>
        <Breadcrumbs links={[{ name: 'Management' }, { name: 'List' }]} />
      </MemoryRouter>,
    );
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.getByText('Management')).toBeTruthy();
    expect(screen.getByText('List').getAttribute('aria-current')).toBe('page');
  });
});
