import { randomUUID } from 'node:crypto';
import { ApiErrors } from '@/contract/errors';
import { TimelineErrors, type NewTimelinePostRequest } from '@/contract/timeline';
import type { TimelinePost } from '@/contract/user';
import { isUploadOf } from '@/server/areas/uploads/upload-records';
import type { Db } from '@/server/db/database';
import { fieldError, forbidden, notFound } from '@/server/http/api-error';
import type { UserRow } from '@/server/http/app-env';
import { batches } from '@/server/db/query-helpers';

const postsWithOwner = (db: Db) =>
  db
    .selectFrom('user_posts')
    .innerJoin('users', 'users.id', 'user_posts.user_id')
    .select([
      'user_posts.id',
      'user_posts.user_id',
      'user_posts.message',
      'user_posts.media',
      'user_posts.created_at',
      'users.display_name',
      'users.photo_url',
    ]);

type PostRow = Awaited<ReturnType<ReturnType<typeof postsWithOwner>['execute']>>[number];

/** Appends `item` to the list of `key`, in the order the rows came. */
function addTo<T>(lists: Map<string, T[]>, key: string, item: T) {
  const list = lists.get(key);
  if (list) list.push(item);
  else lists.set(key, [item]);
}

/** The posts with their likes and comments as `viewerId` sees them (isLiked: the viewer's own like). */
async function withReactions(db: Db, rows: PostRow[], viewerId: string): Promise<TimelinePost[]> {
  const likes = new Map<string, { userId: string; name: string; avatarUrl: string }[]>();
  const comments = new Map<string, TimelinePost['comments']>();
  for (const ids of batches(rows.map((row) => row.id))) {
    const likeRows = await db
      .selectFrom('user_post_likes')
      .innerJoin('users', 'users.id', 'user_post_likes.user_id')
      .select(['user_post_likes.post_id', 'user_post_likes.user_id', 'users.display_name', 'users.photo_url'])
      .where('user_post_likes.post_id', 'in', ids)
      .orderBy('user_post_likes.created_at')
      .orderBy('user_post_likes.user_id')
      .execute();
    for (const like of likeRows)
      addTo(likes, like.post_id, { userId: like.user_id, name: like.display_name, avatarUrl: like.photo_url });
    const commentRows = await db
      .selectFrom('user_post_comments')
      .leftJoin('users', 'users.id', 'user_post_comments.user_id')
      .select([
        'user_post_comments.id',
        'user_post_comments.post_id',
        'user_post_comments.user_id',
        'user_post_comments.name',
        'user_post_comments.avatar_url',
        'user_post_comments.message',
        'user_post_comments.created_at',
        'users.display_name',
        'users.photo_url',
      ])
      .where('user_post_comments.post_id', 'in', ids)
      .orderBy('user_post_comments.created_at')
      .orderBy('user_post_comments.id')
      .execute();
    for (const comment of commentRows)
      addTo(comments, comment.post_id, {
        id: comment.id,
        // The writer as they are now; as they were, once their account is gone.
        author: {
          id: comment.user_id ?? '',
          avatarUrl: comment.photo_url ?? comment.avatar_url,
          name: comment.display_name ?? comment.name,
        },
        createdAt: comment.created_at,
        message: comment.message,
      });
  }
  return rows.map((row) => {
    const likers = likes.get(row.id) ?? [];
    return {
      id: row.id,
      author: { id: row.user_id, avatarUrl: row.photo_url, name: row.display_name },
      isLiked: likers.some((liker) => liker.userId === viewerId),
      createdAt: row.created_at,
      media: row.media,
      message: row.message,
      personLikes: likers.map(({ name, avatarUrl }) => ({ name, avatarUrl })),
      comments: comments.get(row.id) ?? [],
    };
  });
}

/** The posts on the owner's profile timeline, newest first, as the owner sees them. */
export async function listTimelinePosts(db: Db, owner: UserRow): Promise<TimelinePost[]> {
  const rows = await postsWithOwner(db)
    .where('user_posts.user_id', '=', owner.id)
    .orderBy('user_posts.created_at', 'desc')
    .orderBy('user_posts.id')
    .execute();
  return withReactions(db, rows, owner.id);
}

/** One post as `viewerId` sees it; 404 for no such post. */
export async function readTimelinePost(db: Db, postId: string, viewerId: string): Promise<TimelinePost> {
  const row = await postsWithOwner(db).where('user_posts.id', '=', postId).executeTakeFirst();
  if (!row) throw notFound(TimelineErrors.postNotFound);
  return (await withReactions(db, [row], viewerId))[0]!;
}

async function requirePost(db: Db, postId: string): Promise<{ id: string; user_id: string; media: string }> {
  const post = await db
    .selectFrom('user_posts')
    .select(['id', 'user_id', 'media'])
    .where('id', '=', postId)
    .executeTakeFirst();
  if (!post) throw notFound(TimelineErrors.postNotFound);
  return post;
}

/** Publishes a post on the owner's timeline; its image must be one of the owner's uploads (else 400). */
export async function createTimelinePost(
  db: Db,
  owner: UserRow,
  input: NewTimelinePostRequest,
  now: Date,
): Promise<string> {
  if (input.media !== '' && !(await isUploadOf(db, input.media, owner.id)))
    throw fieldError('media', TimelineErrors.mediaInvalid);
  const id = randomUUID();
  await db
    .insertInto('user_posts')
    .values({ id, user_id: owner.id, message: input.message, media: input.media, created_at: now.toISOString() })
    .execute();
  return id;
}

/** Sets (liked) or takes back the caller's like; either any number of times. 404 for no such post. */
export async function setTimelineLike(db: Db, postId: string, userId: string, liked: boolean, now: Date): Promise<void> {
  await requirePost(db, postId);
  if (liked) {
    await db
      .insertInto('user_post_likes')
      .values({ post_id: postId, user_id: userId, created_at: now.toISOString() })
      .onConflict((conflict) => conflict.columns(['post_id', 'user_id']).doNothing())
      .execute();
  } else {
    await db.deleteFrom('user_post_likes').where('post_id', '=', postId).where('user_id', '=', userId).execute();
  }
}

/** Adds a comment written by `author` (its name and photo kept for when the account is gone). 404 for no such post. */
export async function addTimelineComment(
  db: Db,
  postId: string,
  author: UserRow,
  message: string,
  now: Date,
): Promise<void> {
  await requirePost(db, postId);
  await db
    .insertInto('user_post_comments')
    .values({
      id: randomUUID(),
      post_id: postId,
      user_id: author.id,
      name: author.display_name,
      avatar_url: author.photo_url,
      message,
      created_at: now.toISOString(),
    })
    .execute();
}

/** Deletes one of the caller's posts (with its likes and comments); 404 for no such post, 403 for another's. */
export async function deleteTimelinePost(db: Db, postId: string, userId: string): Promise<{ media: string }> {
  const post = await requirePost(db, postId);
  if (post.user_id !== userId) throw forbidden(ApiErrors.permissionDenied);
  // The likes and comments go with it (ON DELETE CASCADE).
  await db.deleteFrom('user_posts').where('id', '=', postId).execute();
  return { media: post.media };
}

/** Deletes a comment the caller wrote; 404 for no such comment, 403 for another's. Answers its post's id. */
export async function deleteTimelineComment(db: Db, commentId: string, userId: string): Promise<string> {
  const comment = await db
    .selectFrom('user_post_comments')
    .select(['post_id', 'user_id'])
    .where('id', '=', commentId)
    .executeTakeFirst();
  if (!comment) throw notFound(TimelineErrors.commentNotFound);
  if (comment.user_id !== userId) throw forbidden(ApiErrors.permissionDenied);
  await db.deleteFrom('user_post_comments').where('id', '=', commentId).execute();
  return comment.post_id;
}
