/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** GA4 measurement id; page views are reported only when it is set. */
  readonly VITE_GA_MEASUREMENT_ID?: string;
  /**
   * 'true' in the demo build only (npm run build:demo): the whole product from static hosting, the server's own app
   * answering the API in a service worker. Checked where used, so that other builds fold it and carry none of it.
   */
  readonly VITE_DEMO_MODE?: string;
}
