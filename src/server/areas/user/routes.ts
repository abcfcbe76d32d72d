import type { AppDeps } from '../../app-deps';
import type { AuthGuards } from '../../auth/middleware';
import { createRouter } from '../../http/router';

export function userRoutes(_deps: AppDeps, guards: AuthGuards) {
  const router = createRouter();
  router.use('*', guards.requireUser);
  return router;
}
