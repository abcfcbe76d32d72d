import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'avatar',
  group: 'mui',
  order: 4,
  titleKey: 'components-showcase.avatar.title',
  descriptionKey: 'components-showcase.avatar.description',
  docsUrl: 'https://mui.com/material-ui/react-avatar/',
};
