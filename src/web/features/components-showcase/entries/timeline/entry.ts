import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'timeline',
  group: 'mui',
  order: 28,
  titleKey: 'components-showcase.timeline.title',
  descriptionKey: 'components-showcase.timeline.description',
  docsUrl: 'https://mui.com/material-ui/react-timeline/',
};
