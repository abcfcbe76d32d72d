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
  'dialog',
  'label',
  'list',
  'menu',
  'pagination',
  'copy-to-clipboard',
  'carousel',
  'multi-language',
  'animate',
  'mega-menu',
] as const;
export type ComponentsShowcaseSlug = (typeof componentsShowcaseSlugs)[number];

export const isComponentsShowcaseSlug = (slug: string | undefined): slug is ComponentsShowcaseSlug =>
  componentsShowcaseSlugs.includes(slug as ComponentsShowcaseSlug);
