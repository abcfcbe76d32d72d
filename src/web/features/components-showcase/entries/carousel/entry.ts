import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'carousel',
  group: 'extra',
  order: 6,
  titleKey: 'components-showcase.carousel.title',
  descriptionKey: 'components-showcase.carousel.description',
  docsUrl: 'https://www.w3.org/WAI/ARIA/apg/patterns/carousel/',
};
