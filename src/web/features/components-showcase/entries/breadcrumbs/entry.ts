import type { ShowcaseEntry } from '@/web/features/components-showcase/showcase-entry';
import { BreadcrumbsIllustration } from './illustration';

// Its texts sit under "breadcrumbsEntry": "components-showcase.breadcrumbs" is the label of every page's own trail.
export const entry: ShowcaseEntry = {
  slug: 'breadcrumbs',
  group: 'mui',
  order: 6,
  titleKey: 'components-showcase.breadcrumbsEntry.title',
  descriptionKey: 'components-showcase.breadcrumbsEntry.description',
  docsUrl: 'https://mui.com/material-ui/react-breadcrumbs/',
  Illustration: BreadcrumbsIllustration,
};
