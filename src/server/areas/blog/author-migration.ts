import { creatorColumnMigration } from '@/server/db/creator-column-migration';

/**
 * Who wrote each post (blog_posts.created_by): only that account or an admin may edit or delete it. Posts from
 * before (the seeded blog, guest posts included) go to the first admin; a post whose author is deleted is left
 * to the admins.
 */
export const blogAuthorMigration = creatorColumnMigration('blog_posts');
