import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'transfer-list',
  group: 'mui',
  order: 30,
  titleKey: 'components-showcase.transfer-list.title',
  descriptionKey: 'components-showcase.transfer-list.description',
  docsUrl: 'https://mui.com/material-ui/react-transfer-list/',
};
