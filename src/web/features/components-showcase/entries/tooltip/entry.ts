import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'tooltip',
  group: 'mui',
  order: 29,
  titleKey: 'components-showcase.tooltip.title',
  descriptionKey: 'components-showcase.tooltip.description',
  docsUrl: 'https://mui.com/material-ui/react-tooltip/',
};
