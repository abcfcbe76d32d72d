import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'popover',
  group: 'mui',
  order: 17,
  titleKey: 'components-showcase.popover.title',
  descriptionKey: 'components-showcase.popover.description',
  docsUrl: 'https://mui.com/material-ui/react-popover/',
};
