import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';
import { TreeViewIllustration } from './illustration';

export const entry: ShowcaseEntry = {
  slug: 'tree-view',
  group: 'mui',
  order: 31,
  titleKey: 'components-showcase.tree-view.title',
  descriptionKey: 'components-showcase.tree-view.description',
  docsUrl: 'https://mui.com/x/react-tree-view/',
  Illustration: TreeViewIllustration,
};
