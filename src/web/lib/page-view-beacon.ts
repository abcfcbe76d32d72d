import { countedPagePath } from '@/contract/site-traffic';

/**
 * Reports a view of a public page the app showed by following a link inside it: the server counts the pages it
 * sends, not the ones the browser draws itself. Nothing else is sent (no id, no address beyond the page's).
 */
export function reportPublicPageView(path: string): void {
  if (!countedPagePath(path) || typeof navigator.sendBeacon !== 'function') return;
  navigator.sendBeacon(
    '/api/site-traffic/views',
    new Blob([JSON.stringify({ path })], { type: 'application/json' }),
  );
}
