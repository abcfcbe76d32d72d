import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'map',
  group: 'extra',
  order: 2,
  titleKey: 'components-showcase.map.title',
  descriptionKey: 'components-showcase.map.description',
  docsUrl: 'https://react-leaflet.js.org/',
};
