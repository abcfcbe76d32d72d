import { createRoute } from '@hono/zod-openapi';
import {
  blogPostQuerySchema,
  blogPostResponseSchema,
  blogPostsPageQuerySchema,
  blogPostsPageResponseSchema,
  blogPostsResponseSchema,
  blogRecentPostsResponseSchema,
  blogSearchQuerySchema,
  blogSearchResponseSchema,
} from '@/contract/blog';
import { BLOG_RECENT_POSTS } from '@/contract/blog-rules';
import { ErrorMessage } from '@/contract/errors';
import { toSlug } from '@/contract/slug';
import type { AppDeps } from '@/server/app-deps';
import type { AuthGuards } from '@/server/auth/middleware';
import { notFound } from '@/server/http/api-error';
import { cachedJson } from '@/server/http/cached-json';
import { bearerAuth, createRouter, errorResponses, jsonOk } from '@/server/http/router';
import { addBlogEditingRoutes } from './editing-routes';
import {
  BLOG_VERSION_KEY,
  countPosts,
  findPostBySlug,
  listPosts,
  listRecentPosts,
  searchPosts,
} from './blog-store';

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
  summary: 'The first index+step posts (newest, most viewed or oldest first) and how many exist',
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

export function blogRoutes(deps: AppDeps, guards: AuthGuards) {
  const { database } = deps;
  const { db } = database;
  const router = createRouter();
  router.use('*', guards.requireUser);

  const versionKey = BLOG_VERSION_KEY;
  const findPost = async (slug: string) => {
    const post = await findPostBySlug(db, slug);
    if (!post) throw notFound(ErrorMessage.postNotFound);
    return post;
  };

  router.openapi(allPosts, (c) =>
    cachedJson(c, { database, versionKey, key: 'all', build: async () => ({ posts: await listPosts(db) }) }),
  );

  router.openapi(postsPage, (c) => {
    const { index, step, sortBy } = c.req.valid('query');
    const limit = index + step;
    return cachedJson(c, {
      database,
      versionKey,
      key: `page:${sortBy}:${limit}`,
      build: async () => {
        const [results, maxLength] = await Promise.all([listPosts(db, limit, sortBy), countPosts(db)]);
        return { results, maxLength };
      },
    });
  });

  router.openapi(postBySlug, (c) => {
    const slug = toSlug(c.req.valid('query').title);
    return cachedJson(c, { database, versionKey, key: `post:${slug}`, build: async () => ({ post: await findPost(slug) }) });
  });

  router.openapi(recentPosts, (c) => {
    const slug = toSlug(c.req.valid('query').title);
    return cachedJson(c, {
      database,
      versionKey,
      key: `recent:${slug}`,
      build: async () => ({
        recentPosts: await listRecentPosts(db, (await findPost(slug)).id, BLOG_RECENT_POSTS),
      }),
    });
  });

  router.openapi(search, (c) => {
    const { query } = c.req.valid('query');
    return cachedJson(c, {
      database,
      versionKey,
      key: `search:${query.toLowerCase()}`,
      build: async () => ({ results: await searchPosts(db, query) }),
    });
  });

  addBlogEditingRoutes(router, deps);
  return router;
}
