import { userApi } from '@/contract/api';
import type { AppDeps } from '@/server/app-deps';
import { releaseUnreferencedUploads } from '@/server/areas/uploads/upload-cleanup';
import { createRouter } from '@/server/http/router';
import {
  addTimelineComment,
  createTimelinePost,
  deleteTimelineComment,
  deleteTimelinePost,
  listTimelinePosts,
  readTimelinePost,
  setTimelineLike,
} from './timeline-store';

/** The caller's timeline: posts, likes and comments as the caller. Behind the user guard of the user area's router. */
export function timelineRoutes(deps: AppDeps) {
  const { database, clock } = deps;
  const { db } = database;
  const router = createRouter();
  router.openapi(userApi.posts, async (c) => c.json({ posts: await listTimelinePosts(db, c.get('user')) }, 200));

  router.openapi(userApi.newPost, async (c) => {
    const user = c.get('user');
    const postId = await createTimelinePost(db, user, c.req.valid('json'), clock());
    return c.json({ post: await readTimelinePost(db, postId, user.id) }, 200);
  });

  router.openapi(userApi.likePost, async (c) => {
    const { postId, liked } = c.req.valid('json');
    const user = c.get('user');
    await setTimelineLike(db, postId, user.id, liked, clock());
    return c.json({ post: await readTimelinePost(db, postId, user.id) }, 200);
  });

  router.openapi(userApi.newPostComment, async (c) => {
    const { postId, message } = c.req.valid('json');
    const user = c.get('user');
    await addTimelineComment(db, postId, user, message, clock());
    return c.json({ post: await readTimelinePost(db, postId, user.id) }, 200);
  });

  // A deleted post's image goes at once when nothing else shows it.
  router.openapi(userApi.deletePost, async (c) => {
    const { postId } = c.req.valid('json');
    const { media } = await deleteTimelinePost(db, postId, c.get('user').id);
    if (media) await releaseUnreferencedUploads(deps, [media]);
    return c.json({ postId }, 200);
  });

  router.openapi(userApi.deletePostComment, async (c) => {
    const { commentId } = c.req.valid('json');
    const user = c.get('user');
    const postId = await deleteTimelineComment(db, commentId, user.id);
    return c.json({ post: await readTimelinePost(db, postId, user.id) }, 200);
  });
  return router;
}
