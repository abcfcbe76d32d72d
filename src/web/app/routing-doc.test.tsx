import { cleanup, render, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DocNamespace } from '@/web/features/docs/components/doc-text';
import { RoutingDoc } from '@/web/features/docs/content/routing-doc';
import { RouteTable } from '@/web/lib/route-table';
import { loadTestTexts } from '@/web/locales/test-texts';
import { routes } from './router';

beforeAll(() => loadTestTexts('doc-routing'));
afterEach(cleanup);

/** Every address of the table, found here on its own: each route with no children, its path joined to its parents'. */
function addresses(table: readonly RouteObject[], base = ''): string[] {
  return table.flatMap((route) => {
    const path = route.index
      ? base || '/'
      : route.path === undefined
        ? base
        : route.path.startsWith('/')
          ? route.path
          : `${base}/${route.path}`;
    return route.children?.length ? addresses(route.children, path) : [path || '/'];
  });
}

describe('the routing doc', () => {
  it('lists every address of the router table, with who may see the dashboard and the sign-in screens', () => {
    render(
      <RouteTable value={routes}>
        <DocNamespace value="doc-routing">
          <RoutingDoc />
        </DocNamespace>
      </RouteTable>,
    );
    const table = screen.getByRole('region', { name: 'Every route' });
    const listed = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    const expected = addresses(routes);
    expect(expected.length).toBeGreaterThan(40);
    expect(listed).toEqual(expected);
    const rowOf = (path: string) => within(table).getByRole('cell', { name: path }).closest('tr')!;
    expect(rowOf('/dashboard/user/list').textContent).toContain('Signed in');
    expect(rowOf('/auth/login').textContent).toContain('Signed out');
    expect(rowOf('/docs/:slug').textContent).toContain('docs layout');
  });
});
