import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'checkbox',
  group: 'mui',
  order: 8,
  titleKey: 'components-showcase.checkbox.title',
  descriptionKey: 'components-showcase.checkbox.description',
  docsUrl: 'https://mui.com/material-ui/react-checkbox/',
};
