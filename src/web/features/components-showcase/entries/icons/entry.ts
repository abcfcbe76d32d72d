import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'icons',
  group: 'foundations',
  order: 5,
  titleKey: 'components-showcase.icons.title',
  descriptionKey: 'components-showcase.icons.description',
  docsUrl: 'https://mui.com/material-ui/icons/#svgicon',
};
