import { createRoute } from '@hono/zod-openapi';
import {
  profileResponseSchema,
  timelinePostsResponseSchema,
  userListResponseSchema,
} from '@/contract/user';
import type { AppDeps } from '@/server/app-deps';
import type { AuthGuards } from '@/server/auth/middleware';
import { bearerAuth, createRouter, errorResponses, jsonOk } from '@/server/http/router';
import { accountSettingsRoutes } from './account-settings-routes';
import { manageUsersRoutes } from './manage-users-routes';
import { getProfile, listWorkspaceUsers } from './profile-store';
import { socialRoutes } from './social-routes';
import { listTimelinePosts } from './timeline-store';

const tags = ['User'];

const profile = createRoute({
  method: 'get',
  path: '/profile',
  tags,
  summary: "The caller's profile",
  security: bearerAuth,
  responses: { ...jsonOk(profileResponseSchema), ...errorResponses(401, 403) },
});

const all = createRoute({
  method: 'get',
  path: '/all',
  tags,
  summary: 'Every account of the workspace as a user card, sorted by name',
  security: bearerAuth,
  responses: { ...jsonOk(userListResponseSchema), ...errorResponses(401, 403) },
});

const posts = createRoute({
  method: 'get',
  path: '/posts',
  tags,
  summary: "The caller's timeline posts, newest first",
  security: bearerAuth,
  responses: { ...jsonOk(timelinePostsResponseSchema), ...errorResponses(401, 403) },
});

export function userRoutes(deps: AppDeps, guards: AuthGuards) {
  const { db } = deps.database;
  const router = createRouter();
  router.use('*', guards.requireUser);

  router.openapi(profile, async (c) => c.json({ profile: await getProfile(db, c.get('user')) }, 200));
  router.openapi(all, async (c) => c.json({ users: await listWorkspaceUsers(db) }, 200));
  router.openapi(posts, async (c) => c.json({ posts: await listTimelinePosts(db, c.get('user')) }, 200));

  router.route('/manage-users', manageUsersRoutes(deps, guards));
  router.route('/social', socialRoutes(deps));
  router.route('/account', accountSettingsRoutes(deps));
  return router;
}
