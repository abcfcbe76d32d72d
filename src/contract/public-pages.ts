import type { ComponentsShowcasePath } from './components-showcase';

/**
 * The public pages of the site: the sitemap lists those with `sitemap: true`, the build prerenders all of
 * them, and each page's canonical link points at `canonical` (its own path when absent). The pages of the
 * components showcase are listed apart (components-showcase.ts; every-public-page.ts has both): the app's
 * first load carries this list, and would otherwise carry every entry of the showcase.
 */
export interface PublicPage {
  path: string;
  /** Listed in sitemap.xml (aliases, forms mid-flow and status pages are not). */
  sitemap: boolean;
  /** The page whose content this one repeats, for aliases such as /about. */
  canonical?: string;
  /** Search engines keep it out of their index (status pages). */
  noIndex?: boolean;
  changefreq?: 'weekly' | 'monthly' | 'yearly';
  priority?: number;
}

export const publicPages = [
  { path: '/', sitemap: true, changefreq: 'weekly', priority: 1 },
  { path: '/hosting-speaking', sitemap: true, changefreq: 'monthly', priority: 0.9 },
  { path: '/media-profile', sitemap: true, changefreq: 'monthly', priority: 0.8 },
  { path: '/photoes', sitemap: true, changefreq: 'monthly', priority: 0.7 },
  { path: '/about-us', sitemap: true, changefreq: 'monthly', priority: 0.8 },
  { path: '/about', sitemap: false, canonical: '/about-us' },
  { path: '/say-hello', sitemap: true, changefreq: 'yearly', priority: 0.7 },
  { path: '/contact-us', sitemap: false, canonical: '/say-hello' },
  { path: '/pricing', sitemap: true, changefreq: 'monthly', priority: 0.8 },
  { path: '/payment', sitemap: true, changefreq: 'yearly', priority: 0.4 },
  { path: '/faqs', sitemap: true, changefreq: 'monthly', priority: 0.6 },
  { path: '/terms-and-conditions', sitemap: true, changefreq: 'yearly', priority: 0.3 },
  { path: '/privacy-policy', sitemap: true, changefreq: 'yearly', priority: 0.3 },
  { path: '/cookie-policy', sitemap: true, changefreq: 'yearly', priority: 0.3 },
  { path: '/coming-soon', sitemap: false, noIndex: true },
  { path: '/maintenance', sitemap: false, noIndex: true },
  { path: '/components', sitemap: true, changefreq: 'monthly', priority: 0.5 },
] as const satisfies readonly PublicPage[];

export type PublicPath = (typeof publicPages)[number]['path'];

const byPath = new Map<string, PublicPage>(publicPages.map((page) => [page.path, page]));

/** A page's entry; a page of the components showcase (not in this list) is its own canonical, indexed. */
export function publicPage(path: PublicPath | ComponentsShowcasePath): PublicPage {
  return byPath.get(path) ?? { path, sitemap: true };
}
