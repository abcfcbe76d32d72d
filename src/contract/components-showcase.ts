import type { PublicPage } from './public-pages';

/**
 * The pages of the components showcase (/components/<slug>) that are built, in one list: the build
 * prerenders them and the sitemap lists them (the server cannot look into the web's folders). Each has
 * its folder web/features/components-showcase/entries/<slug>/; a unit test checks the two agree.
 */
export const componentsShowcaseSlugs = [
  'color',
  'typography',
  'shadows',
  'grid',
  'icons',
  'accordion',
  'alert',
  'autocomplete',
  'avatar',
  'badge',
  'breadcrumbs',
  'buttons',
  'checkbox',
  'chip',
  'dialog',
  'label',
  'list',
  'menu',
  'pagination',
  'pickers',
  'popover',
  'progress',
  'radio-button',
  'rating',
  'slider',
  'snackbar',
  'stepper',
  'switch',
  'table',
  'tabs',
  'textfield',
  'timeline',
  'tooltip',
  'transfer-list',
  'tree-view',
  'chart',
  'map',
  'editor',
  'copy-to-clipboard',
  'upload',
  'carousel',
  'multi-language',
  'animate',
  'mega-menu',
] as const;
export type ComponentsShowcaseSlug = (typeof componentsShowcaseSlugs)[number];

export const isComponentsShowcaseSlug = (slug: string | undefined): slug is ComponentsShowcaseSlug =>
  componentsShowcaseSlugs.includes(slug as ComponentsShowcaseSlug);

export type ComponentsShowcasePath = `/components/${ComponentsShowcaseSlug}`;

/** The showcase's pages as public pages (sitemap, prerendering): see every-public-page.ts. */
export const componentsShowcasePages = componentsShowcaseSlugs.map(
  (slug) =>
    ({
      path: `/components/${slug}`,
      sitemap: true,
      changefreq: 'monthly',
      priority: 0.4,
    }) satisfies PublicPage,
);
