import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'editor',
  group: 'extra',
  order: 3,
  titleKey: 'components-showcase.editor.title',
  descriptionKey: 'components-showcase.editor.description',
  docsUrl: 'https://tiptap.dev/docs/editor/getting-started/overview',
};
