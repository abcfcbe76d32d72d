/**
 * Views of the public site's pages per UTC day, page and kind of visit (0036). Counts only: no address, no
 * cookie, nothing that tells one visitor from another.
 */
export interface PageViewDaysTable {
  /** YYYY-MM-DD (UTC). */
  day: string;
  /** The page's own path (an alias counts for the page it repeats). */
  path: string;
  /** One of the contract's trafficSources. */
  source: string;
  /** ISO 3166 alpha-2, or UNKNOWN_COUNTRY. */
  country: string;
  /** One of the contract's visitDevices. */
  device: string;
  views: number;
}

export interface SiteTrafficTables {
  page_view_days: PageViewDaysTable;
}
