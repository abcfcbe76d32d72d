import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'animate',
  group: 'extra',
  order: 8,
  titleKey: 'components-showcase.animate.title',
  descriptionKey: 'components-showcase.animate.description',
  docsUrl: 'https://developer.mozilla.org/en-US/docs/Web/CSS/CSS_animations/Using_CSS_animations',
};
