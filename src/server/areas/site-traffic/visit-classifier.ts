import { UNKNOWN_COUNTRY, type TrafficSource, type VisitDevice } from '@/contract/site-traffic';

/** What a view is counted by; nothing that tells one person from another (no address, no id). */
export interface VisitKind {
  source: TrafficSource;
  device: VisitDevice;
  /** ISO 3166 alpha-2, or UNKNOWN_COUNTRY. */
  country: string;
}

export interface VisitHeaders {
  referer?: string | undefined;
  userAgent?: string | undefined;
  acceptLanguage?: string | undefined;
  /** A CDN's country of the client (CF-IPCountry, CloudFront-Viewer-Country), when one is in front. */
  cdnCountry?: string | undefined;
  /** The utm_source of the address, when the link carried one. */
  utmSource?: string | undefined;
  /** The site's own host: a referrer on it is a visit that was already under way (direct). */
  ownHost?: string | undefined;
}

const BOT =
  /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|lighthouse|headless|curl|wget|python-requests|node-fetch|axios|go-http-client/i;

const sourceHosts: [RegExp, TrafficSource][] = [
  [/(^|\.)(google|bing|duckduckgo|yahoo|ecosia|qwant|baidu|yandex|startpage)\./, 'search'],
  [/(^|\.)(facebook\.com|fb\.com|fb\.me|messenger\.com)$/, 'facebook'],
  [/(^|\.)instagram\.com$/, 'instagram'],
  [/(^|\.)(x\.com|twitter\.com|t\.co)$/, 'x'],
  [/(^|\.)(linkedin\.com|lnkd\.in)$/, 'linkedin'],
  [/(^|\.)(youtube\.com|youtu\.be)$/, 'youtube'],
  [/(^|\.)tiktok\.com$/, 'tiktok'],
];

const utmSources: Record<string, TrafficSource> = {
  google: 'search',
  bing: 'search',
  facebook: 'facebook',
  fb: 'facebook',
  instagram: 'instagram',
  ig: 'instagram',
  x: 'x',
  twitter: 'x',
  linkedin: 'linkedin',
  youtube: 'youtube',
  tiktok: 'tiktok',
};

function sourceOf({ referer, utmSource, ownHost }: VisitHeaders): TrafficSource {
  const tagged = utmSource?.trim().toLowerCase();
  if (tagged) return utmSources[tagged] ?? 'other';
  if (!referer) return 'direct';
  const host = URL.canParse(referer) ? new URL(referer).hostname.toLowerCase() : '';
  if (host === '' || host === ownHost?.toLowerCase()) return 'direct';
  return sourceHosts.find(([pattern]) => pattern.test(host))?.[1] ?? 'other';
}

function deviceOf(userAgent: string): VisitDevice {
  if (/ipad|tablet|kindle|silk|playbook|(android(?!.*mobile))/i.test(userAgent)) return 'tablet';
  if (/mobi|iphone|ipod|android|windows phone|blackberry|opera mini/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

function countryOf({ cdnCountry, acceptLanguage }: VisitHeaders): string {
  const fromCdn = cdnCountry?.trim().toUpperCase();
  if (fromCdn && /^[A-Z]{2}$/.test(fromCdn) && fromCdn !== 'XX' && fromCdn !== 'T1') return fromCdn;
  // The region of the first language the browser asks for: en-GB -> GB (no region: not known).
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim() ?? '';
  const region = /^[a-z]{2,3}[-_]([a-z]{2})$/i.exec(first)?.[1];
  return region ? region.toUpperCase() : UNKNOWN_COUNTRY;
}

/** The kind of a page view, or null for robots and scripts, which are not counted. */
export function classifyVisit(headers: VisitHeaders): VisitKind | null {
  const userAgent = headers.userAgent ?? '';
  if (userAgent === '' || BOT.test(userAgent)) return null;
  return { source: sourceOf(headers), device: deviceOf(userAgent), country: countryOf(headers) };
}
