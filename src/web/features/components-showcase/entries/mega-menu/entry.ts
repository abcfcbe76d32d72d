import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'mega-menu',
  group: 'extra',
  order: 9,
  titleKey: 'components-showcase.mega-menu.title',
  descriptionKey: 'components-showcase.mega-menu.description',
  docsUrl: 'https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/examples/disclosure-navigation/',
};
