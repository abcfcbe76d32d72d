import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'accordion',
  group: 'mui',
  order: 1,
  titleKey: 'components-showcase.accordion.title',
  descriptionKey: 'components-showcase.accordion.description',
  docsUrl: 'https://mui.com/material-ui/react-accordion/',
};
