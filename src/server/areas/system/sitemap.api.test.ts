import { expect, it } from 'vitest';
import { brand } from '@/contract/brand';
import { componentsShowcaseSlugs } from '@/contract/components-showcase';
import { describeApi } from '@/server/testing/api-server';

describeApi('GET /sitemap.xml', { signIn: false }, (server) => {
  it('lists the indexable public pages, absolute to the site, and no alias or status page', async () => {
    const { status, headers, body } = await server.api.get('/sitemap.xml');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locations = [...String(body).matchAll(/<loc>(.+?)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(
      [
        '/',
        '/hosting-speaking',
        '/media-profile',
        '/photoes',
        '/about-us',
        '/say-hello',
        '/pricing',
        '/payment',
        '/faqs',
        '/terms-and-conditions',
        '/privacy-policy',
        '/cookie-policy',
        // The public components showcase: its overview and every page built so far.
        '/components',
        ...componentsShowcaseSlugs.map((slug) => `/components/${slug}`),
      ].map((path) => `${brand.siteUrl}${path}`),
    );
    expect(body).toContain(`<url>\n    <loc>${brand.siteUrl}/</loc>\n    <changefreq>weekly</changefreq>\n    <priority>1.0</priority>\n  </url>`);
  });
});
