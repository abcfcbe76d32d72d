/** The sidebar's groups, in order; their titles are `docs.groups.<group>`. */
export const docGroups = ['gettingStarted', 'guides', 'reference'] as const;
export type DocGroup = (typeof docGroups)[number];

export interface DocPageEntry {
  /** The page lives at `/docs/<slug>`. */
  slug: string;
  group: DocGroup;
  /** UI key of its title (locales/<language>/docs.json), shown in the sidebar and the page title. */
  titleKey: `docs.pages.${string}`;
}

/** Every documentation page, in reading order: the sidebar, the routes and previous/next come from here. */
export const docPages = [
  { slug: 'introduction', group: 'gettingStarted', titleKey: 'docs.pages.introduction' },
  { slug: 'quick-start', group: 'gettingStarted', titleKey: 'docs.pages.quickStart' },
  { slug: 'configuration', group: 'guides', titleKey: 'docs.pages.configuration' },
  { slug: 'project-structure', group: 'guides', titleKey: 'docs.pages.projectStructure' },
  { slug: 'theming-and-languages', group: 'guides', titleKey: 'docs.pages.themingAndLanguages' },
  { slug: 'api', group: 'reference', titleKey: 'docs.pages.api' },
] as const satisfies readonly DocPageEntry[];

export type DocSlug = (typeof docPages)[number]['slug'];
export type DocPage = (typeof docPages)[number];

export const firstDocPath = `/docs/${docPages[0].slug}`;

export const docPath = (slug: DocSlug) => `/docs/${slug}`;

export function findDocPage(slug: string | undefined): DocPage | undefined {
  return docPages.find((page) => page.slug === slug);
}

/** The pages before and after `slug` in reading order. */
export function neighboursOf(slug: DocSlug): { previous?: DocPage; next?: DocPage } {
  const index = docPages.findIndex((page) => page.slug === slug);
  return { previous: docPages[index - 1], next: docPages[index + 1] };
}
