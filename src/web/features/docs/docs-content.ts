import english from '@/web/locales/en/content/documentation.json';
import { definePageContent } from '@/web/locales/page-content';

/**
 * The documentation's prose (locales/<language>/content/documentation.json): English comes with the
 * page's code, German and French load when shown. Named apart from the UI area `docs` (the sidebar's
 * titles) because a content area and a UI area may not share a top-level key.
 */
export const useDocsContent = definePageContent('documentation', english);

export { english as englishDocsContent };
