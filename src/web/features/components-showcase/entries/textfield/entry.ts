import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'textfield',
  group: 'mui',
  order: 27,
  titleKey: 'components-showcase.textfield.title',
  descriptionKey: 'components-showcase.textfield.description',
  docsUrl: 'https://mui.com/material-ui/react-text-field/',
};
