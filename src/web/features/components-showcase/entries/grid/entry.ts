import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'grid',
  group: 'foundations',
  order: 4,
  titleKey: 'components-showcase.grid.title',
  descriptionKey: 'components-showcase.grid.description',
  docsUrl: 'https://mui.com/material-ui/react-grid/',
};
