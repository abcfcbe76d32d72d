import { ApiErrors } from '@/contract/errors';
import type { Follower, Friend, GalleryItem } from '@/contract/user';
import type { Db } from '@/server/db/database';
import { notFound } from '@/server/http/api-error';

/** Accounts that follow `userId`, with whether `userId` follows each back; most recent first. */
function followersOf(db: Db, userId: string) {
  return db
    .selectFrom('user_follows as incoming')
    .innerJoin('users', 'users.id', 'incoming.follower_id')
    .leftJoin('user_follows as back', (join) =>
      join.onRef('back.followee_id', '=', 'incoming.follower_id').on('back.follower_id', '=', userId),
    )
    .where('incoming.followee_id', '=', userId)
    .select([
      'users.id',
      'users.photo_url',
      'users.display_name',
      'users.country',
      'back.follower_id as followed_back',
    ])
    .orderBy('incoming.created_at', 'desc')
    .orderBy('users.id');
}

type FollowerRow = Awaited<ReturnType<ReturnType<typeof followersOf>['execute']>>[number];

const toFollower = (row: FollowerRow): Follower => ({
  id: row.id,
  avatarUrl: row.photo_url,
  name: row.display_name,
  country: row.country,
  isFollowed: row.followed_back !== null,
});

export async function listFollowers(db: Db, userId: string): Promise<Follower[]> {
  return (await followersOf(db, userId).execute()).map(toFollower);
}

/** Follows a follower back, or stops following them (the profile counts follow from user_follows). */
export async function toggleFollowBack(
  db: Db,
  userId: string,
  followerId: string,
  now: Date,
): Promise<Follower> {
  return db.transaction().execute(async (trx) => {
    const follower = await followersOf(trx, userId)
      .where('incoming.follower_id', '=', followerId)
      .executeTakeFirst();
    if (!follower) throw notFound(ApiErrors.userNotFound);
    const wasFollowed = follower.followed_back !== null;
    if (wasFollowed) {
      await trx
        .deleteFrom('user_follows')
        .where('follower_id', '=', userId)
        .where('followee_id', '=', followerId)
        .execute();
    } else {
      await trx
        .insertInto('user_follows')
        .values({ follower_id: userId, followee_id: followerId, created_at: now.toISOString() })
        // A toggle racing this one may have followed already.
        .onConflict((conflict) => conflict.columns(['follower_id', 'followee_id']).doNothing())
        .execute();
    }
    return { ...toFollower(follower), isFollowed: !wasFollowed };
  });
}

/** Accounts `userId` follows; most recent first. */
export async function listFriends(db: Db, userId: string): Promise<Friend[]> {
  const rows = await db
    .selectFrom('user_follows')
    .innerJoin('users', 'users.id', 'user_follows.followee_id')
    .where('user_follows.follower_id', '=', userId)
    .select(['users.id', 'users.photo_url', 'users.display_name', 'users.job_title'])
    .orderBy('user_follows.created_at', 'desc')
    .orderBy('users.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    avatarUrl: row.photo_url,
    name: row.display_name,
    role: row.job_title,
  }));
}

export async function listGallery(db: Db, userId: string): Promise<GalleryItem[]> {
  const rows = await db
    .selectFrom('user_gallery')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('post_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.title, postAt: row.post_at, imageUrl: row.image_url }));
}
