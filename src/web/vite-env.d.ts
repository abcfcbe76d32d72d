/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** GA4 measurement id; page views are reported only when it is set. */
  readonly VITE_GA_MEASUREMENT_ID?: string;
}
