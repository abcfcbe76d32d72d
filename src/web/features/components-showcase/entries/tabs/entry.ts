import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'tabs',
  group: 'mui',
  order: 26,
  titleKey: 'components-showcase.tabs.title',
  descriptionKey: 'components-showcase.tabs.description',
  docsUrl: 'https://mui.com/material-ui/react-tabs/',
};
