import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'color',
  group: 'foundations',
  order: 1,
  titleKey: 'components-showcase.color.title',
  descriptionKey: 'components-showcase.color.description',
  docsUrl: 'https://mui.com/material-ui/customization/palette/',
};
