/** The sidebar's groups, in order; their titles are `docs.groups.<group>`. */
export const docGroups = ['gettingStarted', 'foundations', 'guides', 'resources'] as const;
export type DocGroup = (typeof docGroups)[number];

export interface DocPageEntry {
  /** The page lives at `/docs/<slug>`; its texts are the namespace `doc-<slug>` (locales/<language>/content/docs/). */
  slug: string;
  group: DocGroup;
  /** UI key of its title (locales/<language>/docs.json), shown in the sidebar, the search and the page title. */
  titleKey: `docs.pages.${string}`;
}

/** Every documentation page, in reading order: the sidebar, the routes, the search and previous/next come from here. */
export const docPages = [
  { slug: 'introduction', group: 'gettingStarted', titleKey: 'docs.pages.introduction' },
  { slug: 'quick-start', group: 'gettingStarted', titleKey: 'docs.pages.quickStart' },
  { slug: 'package', group: 'gettingStarted', titleKey: 'docs.pages.package' },
  { slug: 'color', group: 'foundations', titleKey: 'docs.pages.color' },
  { slug: 'typography', group: 'foundations', titleKey: 'docs.pages.typography' },
  { slug: 'icon', group: 'foundations', titleKey: 'docs.pages.icon' },
  { slug: 'shadows', group: 'foundations', titleKey: 'docs.pages.shadows' },
  { slug: 'components', group: 'foundations', titleKey: 'docs.pages.components' },
  { slug: 'settings', group: 'foundations', titleKey: 'docs.pages.settings' },
  { slug: 'tips', group: 'guides', titleKey: 'docs.pages.tips' },
  { slug: 'routing', group: 'guides', titleKey: 'docs.pages.routing' },
  { slug: 'environment-variables', group: 'guides', titleKey: 'docs.pages.environmentVariables' },
  { slug: 'state-management', group: 'guides', titleKey: 'docs.pages.stateManagement' },
  { slug: 'api-calls', group: 'guides', titleKey: 'docs.pages.apiCalls' },
  { slug: 'analytics', group: 'guides', titleKey: 'docs.pages.analytics' },
  { slug: 'authentication', group: 'guides', titleKey: 'docs.pages.authentication' },
  { slug: 'multi-language', group: 'guides', titleKey: 'docs.pages.multiLanguage' },
  { slug: 'lazyload-image', group: 'guides', titleKey: 'docs.pages.lazyloadImage' },
  { slug: 'form-helper', group: 'guides', titleKey: 'docs.pages.formHelper' },
  { slug: 'support', group: 'resources', titleKey: 'docs.pages.support' },
  { slug: 'changelog', group: 'resources', titleKey: 'docs.pages.changelog' },
] as const satisfies readonly DocPageEntry[];

export type DocSlug = (typeof docPages)[number]['slug'];
export type DocPage = (typeof docPages)[number];

/**
 * Addresses of earlier pages, folded into the pages that now hold their content: a bookmark or a link from
 * elsewhere still arrives.
 */
export const movedDocPages: Record<string, DocSlug> = {
  configuration: 'environment-variables',
  'project-structure': 'introduction',
  'theming-and-languages': 'settings',
  api: 'api-calls',
};

export const docPath = (slug: DocSlug) => `/docs/${slug}`;

/** The text namespace of a page's prose. */
export const docNamespace = (slug: DocSlug) => `doc-${slug}`;

export function findDocPage(slug: string | undefined): DocPage | undefined {
  return docPages.find((page) => page.slug === slug);
}

/** The pages before and after `slug` in reading order. */
export function neighboursOf(slug: DocSlug): { previous?: DocPage; next?: DocPage } {
  const index = docPages.findIndex((page) => page.slug === slug);
  return { previous: docPages[index - 1], next: docPages[index + 1] };
}
