/** The overview's groups, in the order it shows them. */
export const showcaseGroups = ['foundations', 'mui', 'extra'] as const;
export type ShowcaseGroup = (typeof showcaseGroups)[number];

/**
 * What an entry of the components showcase says about itself, in `entries/<slug>/entry.ts`: the overview and
 * every entry's page read these small files up front. Its drawing (`illustration.tsx`) only the overview loads,
 * and its demos (`demos.tsx`) only its own page.
 */
export interface ShowcaseEntry {
  /** Its folder's name and the last part of its address (/components/<slug>). */
  slug: string;
  group: ShowcaseGroup;
  /** Its place within its group, lowest first. */
  order: number;
  /** Text keys of its title and one-sentence description. */
  titleKey: string;
  descriptionKey: string;
  /** The library's own documentation of what the page shows. */
  docsUrl: string;
}
