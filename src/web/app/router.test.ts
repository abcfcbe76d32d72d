import fs from 'node:fs';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { featureNavigation } from '@/web/layouts/dashboard/feature-navigation';
import { routeHandle } from '@/web/lib/route-handle';
import type { DashboardNavEntry } from '@/web/lib/web-feature';
import { namespaces } from '@/web/locales/i18n';
import { routes } from './router';

const allRoutes = (list: RouteObject[]): RouteObject[] =>
  list.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
const entries = (list: DashboardNavEntry[]): DashboardNavEntry[] =>
  list.flatMap((entry) => [entry, ...entries(entry.children ?? [])]);

describe('the routes the features plug in', () => {
  it('ask only for text namespaces that exist', () => {
    const asked = allRoutes(routes).flatMap((route) => routeHandle(route.handle).namespaces ?? []);
    expect(asked.length).toBeGreaterThan(10);
    for (const namespace of asked) expect(namespaces, namespace).toContain(namespace);
  });

  it('name the source file of every lazy screen, and the file exists', () => {
    for (const route of allRoutes(routes).filter((candidate) => candidate.lazy)) {
      const module = routeHandle(route.handle).module;
      expect(module, route.path).toMatch(/^src\/web\/.+\.tsx$|^(?:app|lib|layouts|features)\/.+\.tsx$/);
      expect(fs.existsSync(module!.startsWith('src/') ? module! : `src/web/${module}`), module).toBe(true);
    }
  });

  it('load every screen of the dashboard', async () => {
    const dashboard = allRoutes(routes).filter((route) => route.lazy && routeHandle(route.handle).module?.startsWith('features/'));
    expect(dashboard.length).toBeGreaterThan(10);
    for (const route of dashboard) {
      const lazy = route.lazy as () => Promise<RouteObject>;
      expect((await lazy()).Component ?? (await lazy()).element, route.path).toBeDefined();
    }
  }, 60_000);

  it('link the sidebar and the account menu only to screens that exist', () => {
    const links = featureNavigation.flatMap((navigation) => [
      ...entries(Object.values(navigation.sidebar ?? {}).flat()),
      ...entries(navigation.accountMenu ?? []),
    ]);
    expect(links.length).toBeGreaterThan(0);
    for (const { path } of links.filter((link) => !link.children)) {
      const matched = matchRoutes(routes, path)?.at(-1)?.route;
      expect(matched?.path, path).not.toBe('*');
      expect(matched?.lazy, path).toBeDefined();
    }
  });
});
