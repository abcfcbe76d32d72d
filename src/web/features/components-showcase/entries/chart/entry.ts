import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'chart',
  group: 'extra',
  order: 1,
  titleKey: 'components-showcase.chart.title',
  descriptionKey: 'components-showcase.chart.description',
  docsUrl: 'https://mui.com/x/react-charts/',
};
