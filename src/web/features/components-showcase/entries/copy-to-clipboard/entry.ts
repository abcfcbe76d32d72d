import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'copy-to-clipboard',
  group: 'extra',
  order: 4,
  titleKey: 'components-showcase.copy-to-clipboard.title',
  descriptionKey: 'components-showcase.copy-to-clipboard.description',
  docsUrl: 'https://developer.mozilla.org/en-US/docs/Web/API/Clipboard/writeText',
};
