import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'radio-button',
  group: 'mui',
  order: 19,
  titleKey: 'components-showcase.radio-button.title',
  descriptionKey: 'components-showcase.radio-button.description',
  docsUrl: 'https://mui.com/material-ui/react-radio-button/',
};
