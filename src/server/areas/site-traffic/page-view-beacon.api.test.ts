import { expect, it } from 'vitest';
import { ApiErrors } from '@/contract/errors';
import { PageViewBeaconRule, SiteTrafficErrors } from '@/contract/page-view-beacon';
import { describeApi } from '@/server/testing/api-server';

const browser = {
  'user-agent':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
  'accept-language': 'de-AT,de;q=0.9',
};

describeApi('page view beacon', { signIn: false }, (server) => {
  const viewsOf = async (path: string) => {
    const [row] = await server.sql<{ views: number | string | null }>(
      'select sum(views) as views from page_view_days where path = ? and day = ?',
      [path, new Date().toISOString().slice(0, 10)],
    );
    return Number(row?.views ?? 0);
  };
  /** Views are added to the database every few seconds: wait for the count to get there. */
  const eventually = async (read: () => Promise<number>, expected: number) => {
    const until = Date.now() + 15_000;
    let value = await read();
    while (value !== expected && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      value = await read();
    }
    return value;
  };

  it('counts a public page the browser showed, as a mobile view from Austria, once per report', async () => {
    const before = await viewsOf('/faqs');
    for (let n = 0; n < 3; n += 1) {
      const { status, body } = await server.api.post(
        '/api/site-traffic/views',
        { path: '/faqs' },
        { headers: browser },
      );
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body).toEqual({ counted: true });
    }
    expect(await eventually(() => viewsOf('/faqs'), before + 3)).toBe(before + 3);
    const [kind] = await server.sql<{ device: string; country: string; source: string }>(
      "select device, country, source from page_view_days where path = '/faqs' and day = ?",
      [new Date().toISOString().slice(0, 10)],
    );
    expect(kind).toEqual({ device: 'mobile', country: 'AT', source: 'direct' });
  });

  it('counts nothing for a path that is no public page, or for a robot, and says so', async () => {
    const before = await viewsOf('/dashboard/app');
    const dashboard = await server.api.post(
      '/api/site-traffic/views',
      { path: '/dashboard/app' },
      { headers: browser },
    );
    expect(dashboard).toMatchObject({ status: 200, body: { counted: false } });
    const robot = { ...browser, 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' };
    const pricing = await viewsOf('/pricing');
    const crawled = await server.api.post(
      '/api/site-traffic/views',
      { path: '/pricing' },
      { headers: robot },
    );
    expect(crawled).toMatchObject({ status: 200, body: { counted: false } });
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect(await viewsOf('/dashboard/app')).toBe(before);
    expect(await viewsOf('/pricing')).toBe(pricing);
  });

  it('refuses a report without a path, and an oversized one', async () => {
    const missing = await server.api.post('/api/site-traffic/views', {}, { headers: browser });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      message: `path: ${SiteTrafficErrors.pathRequired.message}`,
      code: SiteTrafficErrors.pathRequired.code,
    });
    const big = await server.api.raw(
      'POST',
      '/api/site-traffic/views',
      JSON.stringify({ path: '/', padding: 'x'.repeat(PageViewBeaconRule.maxBodyBytes) }),
      { headers: { ...browser, 'content-type': 'application/json' } },
    );
    expect(big.status).toBe(413);
    expect(big.body).toEqual(ApiErrors.bodyTooLarge);
  });

  it(`allows ${PageViewBeaconRule.perWindow} reports a minute from one client, then answers 429 with Retry-After`, async () => {
    let last = 0;
    for (let n = 0; n <= PageViewBeaconRule.perWindow && last !== 429; n += 1)
      last = (await server.api.post('/api/site-traffic/views', { path: '/' }, { headers: browser })).status;
    const limited = await server.api.post('/api/site-traffic/views', { path: '/' }, { headers: browser });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      message: SiteTrafficErrors.tooManyRequests.message,
      code: SiteTrafficErrors.tooManyRequests.code,
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
