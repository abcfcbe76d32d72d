import { matchPath } from 'react-router';
import { isComponentsShowcaseSlug } from '@/contract/components-showcase';
import { paths } from '@/web/lib/paths';

/**
 * The source files (keys of Vite's build manifest) an entry's page loads for the address beside the frame its
 * route lists: the demos its loader loads. None for another address.
 */
export function componentsShowcaseSources(address: string): string[] {
  const slug = matchPath(paths.components.entry(':slug'), address)?.params.slug;
  if (!isComponentsShowcaseSlug(slug)) return [];
  return [
    'features/components-showcase/entry-demos.tsx',
    `features/components-showcase/entries/${slug}/demos.tsx`,
  ];
}
