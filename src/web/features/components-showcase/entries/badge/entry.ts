import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'badge',
  group: 'mui',
  order: 5,
  titleKey: 'components-showcase.badge.title',
  descriptionKey: 'components-showcase.badge.description',
  docsUrl: 'https://mui.com/material-ui/react-badge/',
};
