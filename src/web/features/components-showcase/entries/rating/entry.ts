import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'rating',
  group: 'mui',
  order: 20,
  titleKey: 'components-showcase.rating.title',
  descriptionKey: 'components-showcase.rating.description',
  docsUrl: 'https://mui.com/material-ui/react-rating/',
};
