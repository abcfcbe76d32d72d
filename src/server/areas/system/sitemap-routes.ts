import { Hono } from 'hono';
import { brand } from '@/contract/brand';
import { everyPublicPage } from '@/contract/every-public-page';
import type { PublicPage } from '@/contract/public-pages';
import type { AppEnv } from '@/server/http/app-env';

function entry(page: PublicPage): string {
  return [
    '  <url>',
    `    <loc>${brand.siteUrl}${page.path}</loc>`,
    page.changefreq ? `    <changefreq>${page.changefreq}</changefreq>` : '',
    page.priority !== undefined ? `    <priority>${page.priority.toFixed(1)}</priority>` : '',
    '  </url>',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The public pages worth indexing (contract/public-pages.ts), absolute to the site's address. */
export function sitemapXml(): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...everyPublicPage.filter((page) => page.sitemap).map(entry),
    '</urlset>',
    '',
  ].join('\n');
}

/** GET /sitemap.xml. */
export function sitemapRoutes() {
  const xml = sitemapXml();
  const router = new Hono<AppEnv>();
  router.get('/sitemap.xml', (c) => {
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(xml, 200);
  });
  return router;
}
