import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'shadows',
  group: 'foundations',
  order: 3,
  titleKey: 'components-showcase.shadows.title',
  descriptionKey: 'components-showcase.shadows.description',
  docsUrl: 'https://mui.com/material-ui/customization/default-theme/',
};
