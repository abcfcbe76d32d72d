import type { Kysely, Migration } from 'kysely';
import { ColumnType } from '@/server/db/columns';

/** What the new-post form sets beyond the post itself, and the email a commenter leaves. */
export const blogPublishingMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('blog_posts')
      .addColumn('publish', ColumnType.integer, (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .alterTable('blog_posts')
      .addColumn('allow_comments', ColumnType.integer, (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .alterTable('blog_posts')
      .addColumn('meta_title', ColumnType.text, (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('blog_posts')
      .addColumn('meta_description', ColumnType.text, (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('blog_posts')
      .addColumn('meta_keywords', ColumnType.text, (c) => c.notNull().defaultTo('[]'))
      .execute();
    await db.schema
      .alterTable('blog_comments')
      .addColumn('email', ColumnType.text, (c) => c.notNull().defaultTo(''))
      .execute();
    // The popular order of the post list.
    await db.schema.createIndex('blog_posts_view_count_idx').on('blog_posts').column('view_count').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('blog_posts_view_count_idx').execute();
    for (const column of ['publish', 'allow_comments', 'meta_title', 'meta_description', 'meta_keywords'])
      await db.schema.alterTable('blog_posts').dropColumn(column).execute();
    await db.schema.alterTable('blog_comments').dropColumn('email').execute();
  },
};
