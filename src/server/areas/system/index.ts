import type { Area } from '@/server/area';
import { docsRoutes } from './docs-routes';
import { imageRoutes } from './image-routes';
import { systemRoutes } from './routes';
import { sitemapRoutes } from './sitemap-routes';

/** The health check, the API docs, the generated images and the sitemap. */
export const systemArea: Area = {
  name: 'system',
  routers: [
    { basePath: '/', create: systemRoutes },
    { basePath: '/api/docs', create: docsRoutes },
    { basePath: '/images', create: imageRoutes },
    { basePath: '/', create: sitemapRoutes },
  ],
};
