import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'typography',
  group: 'foundations',
  order: 2,
  titleKey: 'components-showcase.typography.title',
  descriptionKey: 'components-showcase.typography.description',
  docsUrl: 'https://mui.com/material-ui/customization/typography/',
};
