import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'tree-view',
  group: 'mui',
  order: 31,
  titleKey: 'components-showcase.tree-view.title',
  descriptionKey: 'components-showcase.tree-view.description',
  docsUrl: 'https://mui.com/x/react-tree-view/',
};
