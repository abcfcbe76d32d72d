import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'progress',
  group: 'mui',
  order: 18,
  titleKey: 'components-showcase.progress.title',
  descriptionKey: 'components-showcase.progress.description',
  docsUrl: 'https://mui.com/material-ui/react-progress/',
};
