import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { slugOfEntryFile } from './entry-catalog';

// Each entry's demos are a chunk of their own, loaded when its page shows: a heavy demo never weighs on another page.
const modules = import.meta.glob<{ default: ComponentType }>(
  '@/web/features/components-showcase/entries/*/demos.tsx',
);

// Made once, here: React.lazy loads nothing until its component first renders.
const demosBySlug: Partial<Record<string, LazyExoticComponent<ComponentType>>> = Object.fromEntries(
  Object.entries(modules).map(([file, load]) => [slugOfEntryFile(file), lazy(load)]),
);

export const hasEntryDemos = (slug: string) => demosBySlug[slug] !== undefined;

/** The demos of an entry's page (it suspends while they load). */
export function EntryDemos({ slug }: { slug: string }) {
  const Demos = demosBySlug[slug];
  return Demos ? <Demos /> : null;
}
