import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'buttons',
  group: 'mui',
  order: 7,
  titleKey: 'components-showcase.buttons.title',
  descriptionKey: 'components-showcase.buttons.description',
  docsUrl: 'https://mui.com/material-ui/react-button/',
};
