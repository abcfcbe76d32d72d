import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'autocomplete',
  group: 'mui',
  order: 3,
  titleKey: 'components-showcase.autocomplete.title',
  descriptionKey: 'components-showcase.autocomplete.description',
  docsUrl: 'https://mui.com/material-ui/react-autocomplete/',
};
