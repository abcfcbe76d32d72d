import type { Context } from 'hono';
import { countedPagePath } from '@/contract/site-traffic';
import type { Clock } from '@/server/auth/tokens';
import type { AppEnv } from '@/server/http/app-env';
import type { PageViewRecorder } from './page-view-recorder';
import { classifyVisit } from './visit-classifier';

/** Counts a view of a public page answered to `c` (robots, scripts and status pages are not counted); true if it did. */
export function countPageView(
  recorder: PageViewRecorder,
  clock: Clock,
  c: Context<AppEnv>,
  path: string,
): boolean {
  const page = countedPagePath(path);
  if (!page) return false;
  const visit = classifyVisit({
    referer: c.req.header('referer'),
    userAgent: c.req.header('user-agent'),
    acceptLanguage: c.req.header('accept-language'),
    cdnCountry: c.req.header('cf-ipcountry') ?? c.req.header('cloudfront-viewer-country'),
    utmSource: c.req.query('utm_source'),
    ownHost: new URL(c.req.url).hostname,
  });
  if (!visit) return false;
  recorder.record(page, visit, clock());
  return true;
}
