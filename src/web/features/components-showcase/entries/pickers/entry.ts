import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'pickers',
  group: 'mui',
  order: 16,
  titleKey: 'components-showcase.pickers.title',
  descriptionKey: 'components-showcase.pickers.description',
  docsUrl: 'https://mui.com/x/react-date-pickers/',
};
