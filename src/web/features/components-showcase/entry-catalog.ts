import { showcaseGroups, type ShowcaseEntry, type ShowcaseGroup } from './showcase-entry';

export type EntryModules = Record<string, { entry: ShowcaseEntry }>;

/** The folder name in a key of `import.meta.glob('…/entries/*\/entry.ts')`. */
export const slugOfEntryFile = (file: string) => /\/entries\/([^/]+)\/[^/]+$/.exec(file)?.[1];

/** The entries of a glob of entry files; an entry whose slug is not its folder's name is a mistake. */
export function discoverEntries(modules: EntryModules): ShowcaseEntry[] {
  return Object.entries(modules).map(([file, { entry }]) => {
    const folder = slugOfEntryFile(file);
    if (entry.slug !== folder)
      throw new Error(`${file} declares slug "${entry.slug}", its folder is "${folder}"`);
    return entry;
  });
}

export interface EntryGroup {
  group: ShowcaseGroup;
  entries: ShowcaseEntry[];
}

/** Entries by group in the overview's order, each group by `order` then slug; groups without entries left out. */
export function groupEntries(entries: readonly ShowcaseEntry[]): EntryGroup[] {
  return showcaseGroups
    .map((group) => ({
      group,
      entries: entries
        .filter((entry) => entry.group === group)
        .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug)),
    }))
    .filter(({ entries: list }) => list.length > 0);
}
