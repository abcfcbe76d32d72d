import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'chip',
  group: 'mui',
  order: 9,
  titleKey: 'components-showcase.chip.title',
  descriptionKey: 'components-showcase.chip.description',
  docsUrl: 'https://mui.com/material-ui/react-chip/',
};
