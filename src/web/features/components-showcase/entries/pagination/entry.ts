import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'pagination',
  group: 'mui',
  order: 15,
  titleKey: 'components-showcase.pagination.title',
  descriptionKey: 'components-showcase.pagination.description',
  docsUrl: 'https://mui.com/material-ui/react-pagination/',
};
