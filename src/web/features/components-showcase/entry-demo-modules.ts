import type { ScreenModules } from '@/web/lib/lazy-screen';

/** Every entry's demos (entries/<slug>/demos.tsx), each a chunk of its own; this list loads with the first entry page. */
export const entryDemoModules: ScreenModules = import.meta.glob(
  '@/web/features/components-showcase/entries/*/demos.tsx',
);
