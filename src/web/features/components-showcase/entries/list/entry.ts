import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'list',
  group: 'mui',
  order: 13,
  titleKey: 'components-showcase.list.title',
  descriptionKey: 'components-showcase.list.description',
  docsUrl: 'https://mui.com/material-ui/react-list/',
};
