import { componentsShowcasePages } from './components-showcase';
import { publicPages, type PublicPage } from './public-pages';

/** Every public page: the site's own and each page of the components showcase (sitemap, prerendering, traffic). */
export const everyPublicPage: readonly PublicPage[] = [...publicPages, ...componentsShowcasePages];
