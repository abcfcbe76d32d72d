import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'switch',
  group: 'mui',
  order: 24,
  titleKey: 'components-showcase.switch.title',
  descriptionKey: 'components-showcase.switch.description',
  docsUrl: 'https://mui.com/material-ui/react-switch/',
};
