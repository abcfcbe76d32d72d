import type { Updateable } from 'kysely';
import type { BlogPost } from '@/contract/blog';
import { BlogEditingErrors } from '@/contract/blog-rules';
import { ApiErrors } from '@/contract/errors';
import { toSlug } from '@/contract/slug';
import type { Actor } from '@/server/auth/actor';
import { toFlag, toJson } from '@/server/db/columns';
import { writeBumping } from '@/server/db/data-versions';
import type { Db } from '@/server/db/database';
import { fieldError, forbidden, notFound } from '@/server/http/api-error';
import { BLOG_VERSION_KEY } from './blog-store';
import { sanitizePostBody } from './post-body';
import type { BlogPostsTable } from './tables';

/** What editing a post sets: every field of the new-post form; its author, date and counts stay. */
export type PostChanges = Pick<
  BlogPost,
  'cover' | 'title' | 'description' | 'body' | 'tags' | 'publish' | 'allowComments' | 'metaTitle' | 'metaDescription' | 'metaKeywords'
>;

/** Why `actor` found no post `id` to change: 404 when there is none, else 403 (neither its author nor an admin). */
async function refusal(db: Db, id: string, actor: Actor) {
  const post = await db.selectFrom('blog_posts').select('created_by').where('id', '=', id).executeTakeFirst();
  if (!post) return notFound(ApiErrors.postNotFound);
  if (!actor.isAdmin && post.created_by !== actor.id) return forbidden(ApiErrors.permissionDenied);
  return notFound(ApiErrors.postNotFound);
}

const slugHolder = (db: Db, title: string) =>
  db.selectFrom('blog_posts').select('id').where('slug', '=', toSlug(title)).executeTakeFirst();

/**
 * Rewrites post `id` when `actor` wrote it or is an admin (else 403; 404 for no such post). The slug follows
 * the title; a title whose slug another post has is 400. The permission is part of the UPDATE itself, so
 * it holds even if the post changes hands meanwhile.
 */
export async function updatePost(db: Db, id: string, changes: PostChanges, actor: Actor): Promise<void> {
  const row: Updateable<BlogPostsTable> = {
    slug: toSlug(changes.title),
    cover: changes.cover,
    title: changes.title,
    description: changes.description,
    body: sanitizePostBody(changes.body),
    tags: toJson(changes.tags),
    publish: toFlag(changes.publish),
    allow_comments: toFlag(changes.allowComments),
    meta_title: changes.metaTitle,
    meta_description: changes.metaDescription,
    meta_keywords: toJson(changes.metaKeywords),
  };
  let updated: bigint;
  try {
    const result = await writeBumping(db, BLOG_VERSION_KEY, (trx) =>
      trx
        .updateTable('blog_posts')
        .set(row)
        .where('id', '=', id)
        .$if(!actor.isAdmin, (query) => query.where('created_by', '=', actor.id))
        .executeTakeFirst(),
    );
    updated = result.numUpdatedRows;
  } catch (error) {
    // The slug is unique: the update fails when another post has this title's slug.
    const holder = await slugHolder(db, changes.title);
    if (holder && holder.id !== id) throw fieldError('title', BlogEditingErrors.titleTaken);
    throw error;
  }
  if (updated === 0n) throw await refusal(db, id, actor);
}

/**
 * Deletes post `id` with its comments and replies (the schema cascades them) when `actor` wrote it or is an
 * admin (else 403; 404 for no such post). Answers what the post referenced, for cleaning up its uploads.
 */
export async function deletePost(db: Db, id: string, actor: Actor): Promise<Pick<BlogPost, 'cover' | 'body'>> {
  const deleted = await writeBumping(db, BLOG_VERSION_KEY, (trx) =>
    trx
      .deleteFrom('blog_posts')
      .where('id', '=', id)
      .$if(!actor.isAdmin, (query) => query.where('created_by', '=', actor.id))
      .returning(['cover', 'body'])
      .executeTakeFirst(),
  );
  if (!deleted) throw await refusal(db, id, actor);
  return deleted;
}
