import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'breadcrumbs',
  group: 'mui',
  order: 6,
  titleKey: 'components-showcase.breadcrumbs.title',
  descriptionKey: 'components-showcase.breadcrumbs.description',
  docsUrl: 'https://mui.com/material-ui/react-breadcrumbs/',
};
