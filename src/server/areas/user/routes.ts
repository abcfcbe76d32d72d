import { userApi } from '@/contract/api';
import type { AppDeps } from '@/server/app-deps';
import type { AuthGuards } from '@/server/auth/middleware';
import { createRouter } from '@/server/http/router';
import { accountSettingsRoutes } from './account-settings-routes';
import { manageUsersRoutes } from './manage-users-routes';
import { getProfile, listWorkspaceUsers } from './profile-store';
import { socialRoutes } from './social-routes';
import { timelineRoutes } from './timeline-routes';

export function userRoutes(deps: AppDeps, guards: AuthGuards) {
  const { db } = deps.database;
  const router = createRouter();
  router.use('/api/user/*', guards.requireUser);

  router.openapi(userApi.profile, async (c) => c.json({ profile: await getProfile(db, c.get('user')) }, 200));
  router.openapi(userApi.all, async (c) => c.json({ users: await listWorkspaceUsers(db, c.get('user')) }, 200));

  router.route('/', manageUsersRoutes(deps, guards));
  router.route('/', socialRoutes(deps));
  router.route('/', timelineRoutes(deps));
  router.route('/', accountSettingsRoutes(deps));
  return router;
}
