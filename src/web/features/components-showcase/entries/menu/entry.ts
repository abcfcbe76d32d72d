import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'menu',
  group: 'mui',
  order: 14,
  titleKey: 'components-showcase.menu.title',
  descriptionKey: 'components-showcase.menu.description',
  docsUrl: 'https://mui.com/material-ui/react-menu/',
};
