import type { Kysely, Migration } from 'kysely';
import { ColumnType } from '@/server/db/columns';

export const blogMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('blog_posts')
      .addColumn('id', ColumnType.text, (c) => c.primaryKey())
      .addColumn('slug', ColumnType.text, (c) => c.notNull().unique())
      .addColumn('cover', ColumnType.text, (c) => c.notNull())
      .addColumn('title', ColumnType.text, (c) => c.notNull())
      .addColumn('description', ColumnType.text, (c) => c.notNull())
      .addColumn('body', ColumnType.text, (c) => c.notNull())
      .addColumn('tags', ColumnType.text, (c) => c.notNull().defaultTo('[]'))
      .addColumn('favorite_person', ColumnType.text, (c) => c.notNull().defaultTo('[]'))
      .addColumn('view_count', ColumnType.integer, (c) => c.notNull().defaultTo(0))
      .addColumn('share_count', ColumnType.integer, (c) => c.notNull().defaultTo(0))
      .addColumn('favorite_count', ColumnType.integer, (c) => c.notNull().defaultTo(0))
      .addColumn('author_name', ColumnType.text, (c) => c.notNull())
      .addColumn('author_avatar', ColumnType.text, (c) => c.notNull())
      .addColumn('created_at', ColumnType.text, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('blog_posts_created_at_idx').on('blog_posts').column('created_at').execute();

    await db.schema
      .createTable('blog_comments')
      .addColumn('id', ColumnType.text, (c) => c.primaryKey())
      .addColumn('post_id', ColumnType.text, (c) =>
        c.notNull().references('blog_posts.id').onDelete('cascade'),
      )
      .addColumn('parent_id', ColumnType.text, (c) => c.references('blog_comments.id').onDelete('cascade'))
      .addColumn('user_id', ColumnType.text, (c) => c.references('users.id').onDelete('set null'))
      .addColumn('name', ColumnType.text, (c) => c.notNull())
      .addColumn('avatar_url', ColumnType.text, (c) => c.notNull())
      .addColumn('message', ColumnType.text, (c) => c.notNull())
      .addColumn('tag_user', ColumnType.text)
      .addColumn('users', ColumnType.text, (c) => c.notNull().defaultTo('[]'))
      .addColumn('created_at', ColumnType.text, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('blog_comments_post_idx')
      .on('blog_comments')
      .columns(['post_id', 'created_at'])
      .execute();
    await db.schema.createIndex('blog_comments_parent_idx').on('blog_comments').column('parent_id').execute();
    await db.schema.createIndex('blog_comments_user_idx').on('blog_comments').column('user_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('blog_comments').execute();
    await db.schema.dropTable('blog_posts').execute();
  },
};
