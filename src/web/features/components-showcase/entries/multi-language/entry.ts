import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'multi-language',
  group: 'extra',
  order: 7,
  titleKey: 'components-showcase.multi-language.title',
  descriptionKey: 'components-showcase.multi-language.description',
  docsUrl: 'https://react.i18next.com/latest/usetranslation-hook',
};
