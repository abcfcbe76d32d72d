import { createRoute } from '@hono/zod-openapi';
import {
  followerResponseSchema,
  followersResponseSchema,
  friendsResponseSchema,
  galleryResponseSchema,
  toggleFollowerRequestSchema,
} from '@/contract/user';
import type { AppDeps } from '@/server/app-deps';
import { bearerAuth, createRouter, errorResponses, jsonBody, jsonOk } from '@/server/http/router';
import { listFollowers, listFriends, listGallery, toggleFollowBack } from './social-store';

const base = { tags: ['User'], security: bearerAuth };

const followers = createRoute({
  ...base,
  method: 'get',
  path: '/followers',
  summary: 'Accounts that follow the caller; isFollowed = the caller follows them back',
  responses: { ...jsonOk(followersResponseSchema), ...errorResponses(401, 403) },
});

const toggle = createRoute({
  ...base,
  method: 'post',
  path: '/followers/toggle',
  summary: 'Follow a follower back, or stop following them',
  request: { body: jsonBody(toggleFollowerRequestSchema) },
  responses: { ...jsonOk(followerResponseSchema), ...errorResponses(400, 401, 403, 404) },
});

const friends = createRoute({
  ...base,
  method: 'get',
  path: '/friends',
  summary: 'Accounts the caller follows',
  responses: { ...jsonOk(friendsResponseSchema), ...errorResponses(401, 403) },
});

const gallery = createRoute({
  ...base,
  method: 'get',
  path: '/gallery',
  summary: "The caller's gallery, newest first",
  responses: { ...jsonOk(galleryResponseSchema), ...errorResponses(401, 403) },
});

/** Mounted under /api/user/social behind the user guard. */
export function socialRoutes({ database, clock }: AppDeps) {
  const { db } = database;
  const router = createRouter();
  router.openapi(followers, async (c) =>
    c.json({ followers: await listFollowers(db, c.get('user').id) }, 200),
  );
  router.openapi(toggle, async (c) => {
    const { followerId } = c.req.valid('json');
    return c.json({ follower: await toggleFollowBack(db, c.get('user').id, followerId, clock()) }, 200);
  });
  router.openapi(friends, async (c) => c.json({ friends: await listFriends(db, c.get('user').id) }, 200));
  router.openapi(gallery, async (c) => c.json({ gallery: await listGallery(db, c.get('user').id) }, 200));
  return router;
}
