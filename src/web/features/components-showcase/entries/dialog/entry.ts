import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'dialog',
  group: 'mui',
  order: 10,
  titleKey: 'components-showcase.dialog.title',
  descriptionKey: 'components-showcase.dialog.description',
  docsUrl: 'https://mui.com/material-ui/react-dialog/',
};
