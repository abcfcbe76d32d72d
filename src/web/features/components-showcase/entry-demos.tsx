import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { isComponentsShowcaseSlug } from '@/contract/components-showcase';

/** Every entry's demos (entries/<slug>/demos.tsx), each a chunk of its own that loads with its page alone. */
const modules = import.meta.glob<{ default: ComponentType }>(
  '@/web/features/components-showcase/entries/*/demos.tsx',
);

const loadOf = (slug: string) => {
  const key = Object.keys(modules).find((file) => file.endsWith(`/entries/${slug}/demos.tsx`));
  return key ? modules[key] : undefined;
};

const loaded = new Map<string, ComponentType>();
const lazyDemos = new Map<string, LazyExoticComponent<ComponentType>>();

/** Loads an entry's demos (the route's loader waits for them, so the page opens with them in place). */
export async function loadEntryDemos(slug: string | undefined): Promise<null> {
  const load = isComponentsShowcaseSlug(slug) ? loadOf(slug) : undefined;
  if (slug && load && !loaded.has(slug)) loaded.set(slug, (await load()).default);
  return null;
}

/**
 * An entry's demos: at once when its loader has run; else (a page the browser adopts from its prerendered
 * HTML, whose loader does not run again) they load inside the page's Suspense boundary, which keeps the
 * prerendered demos on screen until they are there.
 */
export function EntryDemos({ slug }: { slug: string }) {
  const Loaded = loaded.get(slug);
  // eslint-disable-next-line react-hooks/static-components -- a module's component, loaded once and kept, not made here
  if (Loaded) return <Loaded />;
  const load = loadOf(slug);
  if (!load) return null;
  if (!lazyDemos.has(slug)) lazyDemos.set(slug, lazy(load));
  const Demos = lazyDemos.get(slug)!;
  // eslint-disable-next-line react-hooks/static-components -- made once per entry and kept in lazyDemos
  return <Demos />;
}
