import type { Area } from '@/server/area';
import { blogMigration } from './migration';
import { blogPublishingMigration } from './publishing-migration';
import { blogRoutes } from './routes';
import { seedBlog } from './seed';
import type { BlogTables } from './tables';

/** Posts, their comments and replies, and writing new posts. */
export const blogArea: Area<BlogTables> = {
  name: 'blog',
  routers: [{ basePath: '/', create: blogRoutes }],
  migrations: { '0005_blog': blogMigration, '0012_blog_publishing': blogPublishingMigration },
  demoSeed: { order: 40, run: seedBlog },
};
