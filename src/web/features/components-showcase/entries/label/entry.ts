import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'label',
  group: 'mui',
  order: 12,
  titleKey: 'components-showcase.label.title',
  descriptionKey: 'components-showcase.label.description',
  docsUrl: 'https://mui.com/material-ui/react-chip/',
};
