import { userApi } from '@/contract/api';
import type { AppDeps } from '@/server/app-deps';
import { createRouter } from '@/server/http/router';
import { listFollowers, listFriends, listGallery, toggleFollowBack } from './social-store';

/** Behind the user guard of the user area's router. */
export function socialRoutes({ database, clock }: AppDeps) {
  const { db } = database;
  const router = createRouter();
  router.openapi(userApi.followers, async (c) =>
    c.json({ followers: await listFollowers(db, c.get('user').id) }, 200),
  );
  router.openapi(userApi.toggleFollower, async (c) => {
    const { followerId } = c.req.valid('json');
    return c.json({ follower: await toggleFollowBack(db, c.get('user').id, followerId, clock()) }, 200);
  });
  router.openapi(userApi.friends, async (c) => c.json({ friends: await listFriends(db, c.get('user').id) }, 200));
  router.openapi(userApi.gallery, async (c) => c.json({ gallery: await listGallery(db, c.get('user').id) }, 200));
  return router;
}
