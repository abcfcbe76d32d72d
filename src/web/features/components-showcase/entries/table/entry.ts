import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'table',
  group: 'mui',
  order: 25,
  titleKey: 'components-showcase.table.title',
  descriptionKey: 'components-showcase.table.description',
  docsUrl: 'https://mui.com/material-ui/react-table/',
};
