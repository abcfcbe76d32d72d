import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'snackbar',
  group: 'mui',
  order: 22,
  titleKey: 'components-showcase.snackbar.title',
  descriptionKey: 'components-showcase.snackbar.description',
  docsUrl: 'https://mui.com/material-ui/react-snackbar/',
};
