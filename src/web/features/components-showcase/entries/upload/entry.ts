import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';

export const entry: ShowcaseEntry = {
  slug: 'upload',
  group: 'extra',
  order: 4,
  titleKey: 'components-showcase.upload.title',
  descriptionKey: 'components-showcase.upload.description',
  docsUrl: 'https://developer.mozilla.org/en-US/docs/Web/API/File_API/Using_files_from_web_applications',
};
