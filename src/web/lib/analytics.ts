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
    window.gtag('config', measurementId, { send_page_view: false });
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
    document.head.appendChild(script);
  }
  return true;
}

export function reportPageView(path: string, title: string): void {
  if (!ensureLoaded()) return;
  window.gtag?.('event', 'page_view', { page_path: path, page_title: title, page_location: window.location.href });
}
