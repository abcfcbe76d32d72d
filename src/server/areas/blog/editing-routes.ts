import { randomUUID } from 'node:crypto';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { blogApi } from '@/contract/api';
import type { BlogPost } from '@/contract/blog';
import { htmlHasContent } from '@/contract/blog-html';
import { BlogEditingErrors } from '@/contract/blog-rules';
import { ApiErrors } from '@/contract/errors';
import type { AppDeps } from '@/server/app-deps';
import { fieldError, forbidden, notFound } from '@/server/http/api-error';
import type { AppEnv, UserRow } from '@/server/http/app-env';
import { findPostById, insertComment, insertPost, insertReply, isSlugTaken } from './blog-store';
import { sanitizePostBody } from './post-body';

const commenterOf = (user: UserRow, name: string) => ({ id: user.id, name, avatarUrl: user.photo_url });

/** POST /api/blog/posts/new and /api/blog/comments/new (blog writes persist). */
export function addBlogEditingRoutes(router: OpenAPIHono<AppEnv>, { database, clock }: AppDeps) {
  const { db } = database;
  const readPost = async (id: string): Promise<BlogPost> => {
    const post = await findPostById(db, id);
    if (!post) throw notFound(ApiErrors.postNotFound);
    return post;
  };

  router.openapi(blogApi.newPost, async (c) => {
    const input = c.req.valid('json');
    const body = sanitizePostBody(input.content);
    if (!htmlHasContent(body)) throw fieldError('content', BlogEditingErrors.contentRequired);
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

  router.openapi(blogApi.newComment, async (c) => {
    const { postId, parentId, message, name, email } = c.req.valid('json');
    const post = await readPost(postId);
    if (!post.allowComments) throw forbidden(BlogEditingErrors.commentsClosed);
    const comment = {
      id: randomUUID(),
      user: commenterOf(c.get('user'), name),
      email,
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
