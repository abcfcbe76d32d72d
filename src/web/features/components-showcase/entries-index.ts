import { discoverEntries, groupEntries, type EntryModules } from './entry-catalog';

// Only the small entry files, eagerly: the overview shows every card at once. The demos stay out (entry-demos.ts).
const modules = import.meta.glob<EntryModules[string]>(
  '@/web/features/components-showcase/entries/*/entry.ts',
  {
    eager: true,
  },
);

/** Every entry of the showcase: one folder under entries/ each. */
export const showcaseEntries = discoverEntries(modules);
export const showcaseEntryGroups = groupEntries(showcaseEntries);
export const findShowcaseEntry = (slug: string | undefined) =>
  showcaseEntries.find((entry) => entry.slug === slug);
