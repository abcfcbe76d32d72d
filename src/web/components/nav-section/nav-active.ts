import type { NavItemConfig } from './nav-types';

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '') || '/';

/** `pathname` is `path` itself or, when `deep`, any path below it. */
export function isPathActive(pathname: string, path: string, deep: boolean): boolean {
  const current = withoutTrailingSlash(pathname);
  const target = withoutTrailingSlash(path);
  return current === target || (deep && current.startsWith(`${target}/`));
}

/**
 * An item with children is active (and open) anywhere under its path; a top-level leaf anywhere under
 * its activePrefix or path; a nested leaf only on its exact path.
 */
export function isNavItemActive(item: NavItemConfig, pathname: string, nested = false): boolean {
  if (item.children) return isPathActive(pathname, item.path, true);
  return isPathActive(pathname, item.activePrefix ?? item.path, !nested);
}

/** Every leaf of the navigation with the titles of the items above it. */
export function flattenNav<T extends { items: NavItemConfig[]; subheader: string }>(groups: T[]) {
  return groups.flatMap((group) =>
    group.items.flatMap((item) =>
      item.children
        ? item.children.map((child) => ({ group: group.subheader, trail: [item.title, child.title], path: child.path }))
        : [{ group: group.subheader, trail: [item.title], path: item.path }],
    ),
  );
}
