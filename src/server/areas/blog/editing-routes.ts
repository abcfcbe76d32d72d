import { randomUUID } from 'node:crypto';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { blogApi } from '@/contract/api';
import type { BlogPost } from '@/contract/blog';
import { htmlHasContent } from '@/contract/blog-html';
import { BlogEditingErrors } from '@/contract/blog-rules';
import { ApiErrors } from '@/contract/errors';
import type { AppDeps } from '@/server/app-deps';
import { actorOf } from '@/server/auth/actor';
import { fieldError, forbidden, notFound } from '@/server/http/api-error';
import type { AppEnv, UserRow } from '@/server/http/app-env';
import { findPostById, insertComment, insertPost, insertReply, isSlugTaken } from './blog-store';
import { sanitizePostBody } from './post-body';
import { releaseUnreferencedUploads } from '@/server/areas/uploads/upload-cleanup';
import { deletePost, updatePost } from './post-edits-store';
import { postUploadUrls } from './post-uploads';

/**
 * A comment is written as the signed-in account: its name and avatar. The name and email of the request are
 * still validated (DECISIONS §5) but never shown, so nobody comments under someone else's name.
 */
const commenterOf = (user: UserRow) => ({ id: user.id, name: user.display_name, avatarUrl: user.photo_url });

/** The body as it will be stored; 400 when nothing readable is left of it. */
function storedBody(content: string): string {
  const body = sanitizePostBody(content);
  if (!htmlHasContent(body)) throw fieldError('content', BlogEditingErrors.contentRequired);
  return body;
}

/**
 * POST /api/blog/posts/new, /posts/update, /posts/delete and /api/blog/comments/new (blog writes persist).
 * Anyone signed in writes a post; only its author or an admin edits or deletes it.
 */
export function addBlogEditingRoutes(router: OpenAPIHono<AppEnv>, deps: AppDeps) {
  const { database, clock } = deps;
  const { db } = database;
  const readPost = async (id: string): Promise<BlogPost> => {
    const post = await findPostById(db, id);
    if (!post) throw notFound(ApiErrors.postNotFound);
    return post;
  };

  router.openapi(blogApi.newPost, async (c) => {
    const input = c.req.valid('json');
    const body = storedBody(input.content);
    const user = c.get('user');
    const id = randomUUID();
    try {
      await insertPost(db, {
        id,
        cover: input.cover,
        title: input.title,
        description: input.description,
        body,
        tags: input.tags,
        favoritePerson: [],
        view: 0,
        share: 0,
        favorite: 0,
        author: { name: user.display_name, avatarUrl: user.photo_url },
        authorId: user.id,
        createdAt: clock().toISOString(),
        publish: input.publish,
        allowComments: input.allowComments,
        metaTitle: input.metaTitle,
        metaDescription: input.metaDescription,
        metaKeywords: input.metaKeywords,
      });
    } catch (error) {
      // The slug is unique: a title whose slug exists already fails the insert.
      if (await isSlugTaken(db, input.title)) throw fieldError('title', BlogEditingErrors.titleTaken);
      throw error;
    }
    return c.json({ post: await readPost(id) }, 200);
  });

  // An edit or a delete may leave uploads that nothing shows any more: they go at once (nothing else may use them).
  router.openapi(blogApi.updatePost, async (c) => {
    const { postId, content, ...fields } = c.req.valid('json');
    const before = await findPostById(db, postId);
    await updatePost(db, postId, { ...fields, body: storedBody(content) }, actorOf(c.get('user')));
    if (before) await releaseUnreferencedUploads(deps, postUploadUrls(before));
    return c.json({ post: await readPost(postId) }, 200);
  });

  router.openapi(blogApi.deletePost, async (c) => {
    const { postId } = c.req.valid('json');
    const deleted = await deletePost(db, postId, actorOf(c.get('user')));
    await releaseUnreferencedUploads(deps, postUploadUrls(deleted));
    return c.json({ postId }, 200);
  });

  router.openapi(blogApi.newComment, async (c) => {
    const { postId, parentId, message } = c.req.valid('json');
    const user = c.get('user');
    const post = await readPost(postId);
    if (!post.allowComments) throw forbidden(BlogEditingErrors.commentsClosed);
    const comment = {
      id: randomUUID(),
      user: commenterOf(user),
      email: user.email,
      message,
      postedAt: clock().toISOString(),
    };
    if (parentId === undefined) {
      await insertComment(db, { ...comment, postId });
    } else {
      const parent = post.comments.find((thread) => thread.id === parentId);
      if (!parent) throw notFound(BlogEditingErrors.commentNotFound);
      await insertReply(db, { ...comment, parentId, tagUser: parent.name });
    }
    return c.json({ post: await readPost(postId) }, 200);
  });
}
