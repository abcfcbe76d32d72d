import { everyPublicPage } from './every-public-page';

/** Where a visit of the public site came from: its referrer's site (or utm_source), grouped. */
export const trafficSources = [
  'direct',
  'search',
  'facebook',
  'instagram',
  'x',
  'linkedin',
  'youtube',
  'tiktok',
  'other',
] as const;
export type TrafficSource = (typeof trafficSources)[number];
/** The social sites among them. */
export const socialSources = [
  'facebook',
  'instagram',
  'x',
  'linkedin',
  'youtube',
  'tiktok',
] as const satisfies readonly TrafficSource[];

export const visitDevices = ['desktop', 'mobile', 'tablet'] as const;
export type VisitDevice = (typeof visitDevices)[number];

/** A visit whose country is not known (no CDN header, no region in its language). */
export const UNKNOWN_COUNTRY = 'ZZ';

const counted = new Map<string, string>(
  everyPublicPage.filter((page) => !page.noIndex).map((page) => [page.path, page.canonical ?? page.path]),
);

/** The page a view of `path` counts for (an alias counts for its page); undefined for pages not counted. */
export const countedPagePath = (path: string): string | undefined => counted.get(path);
