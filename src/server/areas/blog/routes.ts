import { createRoute } from '@hono/zod-openapi';
import {
  BLOG_RECENT_POSTS,
  blogPostQuerySchema,
  blogPostResponseSchema,
  blogPostsPageQuerySchema,
  blogPostsPageResponseSchema,
  blogPostsResponseSchema,
  blogRecentPostsResponseSchema,
  blogSearchQuerySchema,
  blogSearchResponseSchema,
} from '../../../contract/blog';
import { ErrorMessage } from '../../../contract/errors';
import type { AppDeps } from '../../app-deps';
import type { AuthGuards } from '../../auth/middleware';
import { notFound } from '../../http/api-error';
import { bearerAuth, createRouter, errorResponses, jsonOk } from '../../http/router';
import { countPosts, findPostBySlug, listPosts, listRecentPosts, searchPosts } from './blog-store';

const tags = ['Blog'];

const allPosts = createRoute({
  method: 'get',
  path: '/posts/all',
  tags,
  summary: 'Every post, newest first',
  security: bearerAuth,
  responses: { ...jsonOk(blogPostsResponseSchema), ...errorResponses(401) },
});

const postsPage = createRoute({
  method: 'get',
  path: '/posts',
  tags,
  summary: 'The first index+step posts, newest first, and how many exist',
  security: bearerAuth,
  request: { query: blogPostsPageQuerySchema },
  responses: { ...jsonOk(blogPostsPageResponseSchema), ...errorResponses(400, 401) },
});

const postBySlug = createRoute({
  method: 'get',
  path: '/post',
  tags,
  summary: 'One post by its title slug',
  security: bearerAuth,
  request: { query: blogPostQuerySchema },
  responses: { ...jsonOk(blogPostResponseSchema), ...errorResponses(400, 401, 404) },
});

const recentPosts = createRoute({
  method: 'get',
  path: '/posts/recent',
  tags,
  summary: `The ${BLOG_RECENT_POSTS} newest posts other than the one named by its title slug`,
  security: bearerAuth,
  request: { query: blogPostQuerySchema },
  responses: { ...jsonOk(blogRecentPostsResponseSchema), ...errorResponses(400, 401, 404) },
});

const search = createRoute({
  method: 'get',
  path: '/posts/search',
  tags,
  summary: 'Posts whose title contains the query (any case), newest first',
  security: bearerAuth,
  request: { query: blogSearchQuerySchema },
  responses: { ...jsonOk(blogSearchResponseSchema), ...errorResponses(400, 401) },
});

export function blogRoutes({ database }: AppDeps, guards: AuthGuards) {
  const { db } = database;
  const router = createRouter();
  router.use('*', guards.requireUser);

  router.openapi(allPosts, async (c) => c.json({ posts: await listPosts(db) }, 200));

  router.openapi(postsPage, async (c) => {
    const { index, step } = c.req.valid('query');
    const [results, maxLength] = await Promise.all([listPosts(db, index + step), countPosts(db)]);
    return c.json({ results, maxLength }, 200);
  });

  router.openapi(postBySlug, async (c) => {
    const post = await findPostBySlug(db, c.req.valid('query').title);
    if (!post) throw notFound(ErrorMessage.postNotFound);
    return c.json({ post }, 200);
  });

  router.openapi(recentPosts, async (c) => {
    const post = await findPostBySlug(db, c.req.valid('query').title);
    if (!post) throw notFound(ErrorMessage.postNotFound);
    return c.json({ recentPosts: await listRecentPosts(db, post.id, BLOG_RECENT_POSTS) }, 200);
  });

  router.openapi(search, async (c) =>
    c.json({ results: await searchPosts(db, c.req.valid('query').query) }, 200),
  );

  return router;
}
