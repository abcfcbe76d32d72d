import type { Area, UploadReferenceOf } from '@/server/area';
import { blogAuthorMigration } from './author-migration';
import { blogMigration } from './migration';
import { blogPublishingMigration } from './publishing-migration';
import { blogRoutes } from './routes';
import { seedBlog } from './seed';
import type { BlogTables } from './tables';

export { postUploadUrls } from './post-uploads';

/** Posts, their comments and replies, and writing, editing and deleting posts. */
export const blogArea: Area<BlogTables> = {
  name: 'blog',
  routers: [{ basePath: '/', create: blogRoutes }],
  migrations: {
    '0005_blog': blogMigration,
    '0012_blog_publishing': blogPublishingMigration,
    '0017_blog_author': blogAuthorMigration,
  },
  uploadReferences: [
    { table: 'blog_posts', column: 'cover' },
    { table: 'blog_posts', column: 'body' },
    { table: 'blog_posts', column: 'author_avatar' },
    { table: 'blog_comments', column: 'avatar_url' },
    { table: 'blog_comments', column: 'users' },
  ] satisfies UploadReferenceOf<BlogTables>[],
  demoSeed: { order: 40, run: seedBlog },
};
