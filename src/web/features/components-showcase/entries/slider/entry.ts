import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'slider',
  group: 'mui',
  order: 21,
  titleKey: 'components-showcase.slider.title',
  descriptionKey: 'components-showcase.slider.description',
  docsUrl: 'https://mui.com/material-ui/react-slider/',
};
