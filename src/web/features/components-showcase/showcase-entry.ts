import type { ComponentType } from 'react';

/** The overview's groups, in the order it shows them. */
export const showcaseGroups = ['foundations', 'mui', 'extra'] as const;
export type ShowcaseGroup = (typeof showcaseGroups)[number];

/**
 * What an entry of the components showcase says about itself, in `entries/<slug>/entry.ts`: the overview
 * reads every entry's file (small, loaded up front), its page loads the demos beside it only when it opens.
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
  /** A small drawing for its overview card, in the theme's colours (no image file). */
  Illustration: ComponentType;
}
