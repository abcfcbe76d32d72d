import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'alert',
  group: 'mui',
  order: 2,
  titleKey: 'components-showcase.alert.title',
  descriptionKey: 'components-showcase.alert.description',
  docsUrl: 'https://mui.com/material-ui/react-alert/',
};
