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

/**
 * Like lazyScreens, for the screens of a folder (`features/blog/pages`, from the web root) whose glob sits in a
 * module of its own that `loadModules` imports on the first visit to one of them. Every `import()` of a glob
 * brings the list of files that screen needs into the module holding it: kept out of the app's code, the
 * dashboard's many screens cost the first load (the sign-in screen's budget) nothing.
 */
export function deferredScreens(folder: string, loadModules: () => Promise<ScreenModules>) {
  return (file: string, handle: RouteHandle = {}): Pick<RouteObject, 'lazy' | 'handle'> => {
    const module = `${folder}/${file}.tsx`;
    return {
      handle: { ...handle, module } satisfies RouteHandle,
      lazy: async () => {
        const modules = await loadModules();
        // Keyed from the web root in the app's build (`/features/…`), from the project's in the tests'.
        const key = Object.keys(modules).find((candidate) => candidate.endsWith(`/${module}`));
        if (!key) throw new Error(`No screen file ${module}`);
        return { Component: ((await modules[key]!()) as { default: ComponentType }).default };
      },
    };
  };
}
