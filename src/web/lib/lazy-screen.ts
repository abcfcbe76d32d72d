import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle';

/** Screen modules as `import.meta.glob` gives them, each with its screen as the default export. */
export type ScreenModules = Record<string, () => Promise<unknown>>;

/**
 * Lazy screens from a glob of a folder of screen files: `screen('posts-page', handle)` gives the route's
 * `lazy` and a `handle` naming the file. The glob must start at the web root's alias
 * (`import.meta.glob('@/web/features/blog/pages/*.tsx')`): Vite then keys each file by its path from
 * the root, the key the build manifest lists its chunk under.
 */
export function lazyScreens(modules: ScreenModules) {
  return (file: string, handle: RouteHandle = {}): Pick<RouteObject, 'lazy' | 'handle'> => {
    const key = Object.keys(modules).find((candidate) => candidate.endsWith(`/${file}.tsx`));
    if (!key) throw new Error(`No screen file ${file}.tsx among ${Object.keys(modules).join(', ')}`);
    const load = modules[key]!;
    return {
      handle: { ...handle, module: key.replace(/^\//, '') } satisfies RouteHandle,
      lazy: async () => ({ Component: ((await load()) as { default: ComponentType }).default }),
    };
  };
}
