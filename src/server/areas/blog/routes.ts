import { blogApi } from '@/contract/api';
import { BLOG_RECENT_POSTS } from '@/contract/blog-rules';
import { ApiErrors } from '@/contract/errors';
import { toSlug } from '@/contract/slug';
import type { AppDeps } from '@/server/app-deps';
import type { AuthGuards } from '@/server/auth/middleware';
import { notFound } from '@/server/http/api-error';
import { cachedJson } from '@/server/http/cached-json';
import { createRouter } from '@/server/http/router';
import { addBlogEditingRoutes } from './editing-routes';
import {
  BLOG_VERSION_KEY,
  countPosts,
  findPostBySlug,
  listPosts,
  listRecentPosts,
  searchPosts,
} from './blog-store';

export function blogRoutes(deps: AppDeps, guards: AuthGuards) {
  const { database } = deps;
  const { db } = database;
  const router = createRouter();
  router.use('/api/blog/*', guards.requireUser);

  const versionKey = BLOG_VERSION_KEY;
  const findPost = async (slug: string) => {
    const post = await findPostBySlug(db, slug);
    if (!post) throw notFound(ApiErrors.postNotFound);
    return post;
  };

  router.openapi(blogApi.allPosts, (c) =>
    cachedJson(c, { database, versionKey, key: 'all', build: async () => ({ posts: await listPosts(db) }) }),
  );

  router.openapi(blogApi.postsPage, (c) => {
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

  router.openapi(blogApi.postBySlug, (c) => {
    const slug = toSlug(c.req.valid('query').title);
    return cachedJson(c, { database, versionKey, key: `post:${slug}`, build: async () => ({ post: await findPost(slug) }) });
  });

  router.openapi(blogApi.recentPosts, (c) => {
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

  router.openapi(blogApi.search, (c) => {
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
