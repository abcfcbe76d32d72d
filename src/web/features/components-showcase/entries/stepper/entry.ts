import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'stepper',
  group: 'mui',
  order: 23,
  titleKey: 'components-showcase.stepper.title',
  descriptionKey: 'components-showcase.stepper.description',
  docsUrl: 'https://mui.com/material-ui/react-stepper/',
};
