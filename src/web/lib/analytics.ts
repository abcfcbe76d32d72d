type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

const measurementId: string | undefined = import.meta.env.VITE_GA_MEASUREMENT_ID || undefined;
let loaded = false;

/** GA4 only when VITE_GA_MEASUREMENT_ID is set at build time; otherwise nothing is sent or loaded. */
function ensureLoaded(): boolean {
  if (!measurementId) return false;
  if (!loaded) {
    loaded = true;
    window.dataLayer = window.dataLayer ?? [];
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- gtag expects the arguments object itself
      window.dataLayer!.push(arguments);
    };
    window.gtag('js', new Date());
    window.gtag('config', measurementId, { send_page_view: false, page_location: pageLocation(window.location.pathname) });
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
    document.head.appendChild(script);
  }
  return true;
}

/**
 * The page's address as analytics sees it: without the query string and fragment, which can carry secrets
 * (a password link's token) or personal data. Set for every event, not only page views, since GA would
 * otherwise read the whole address of the document itself.
 */
const pageLocation = (path: string) => `${window.location.origin}${path}`;

/** Reports a page view of `path` (a pathname: no query string, no fragment). */
export function reportPageView(path: string, title: string): void {
  if (!ensureLoaded()) return;
  const location = pageLocation(path);
  window.gtag?.('set', { page_location: location });
  window.gtag?.('event', 'page_view', { page_path: path, page_title: title, page_location: location });
}
