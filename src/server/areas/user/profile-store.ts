import type { Profile, UserListItem } from '@/contract/user';
import type { Db } from '@/server/db/database';
import type { UserRow } from '@/server/http/app-env';

const emptyProfileRow = {
  follower: 0,
  following: 0,
  total_post: 0,
  quote: '',
  school: '',
  facebook_link: '',
  instagram_link: '',
  linkedin_link: '',
  twitter_link: '',
};

const nameOrder = new Intl.Collator('en', { sensitivity: 'base' });

/** The caller's profile; an account without a user_profiles row has empty texts and zero counts. */
export async function getProfile(db: Db, user: UserRow): Promise<Profile> {
  const extra = await db
    .selectFrom('user_profiles')
    .selectAll()
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  return {
    id: user.id,
    cover: user.cover_url,
    position: user.job_title,
    follower: extra?.follower ?? 0,
    following: extra?.following ?? 0,
    quote: extra?.quote ?? '',
    country: user.country,
    email: user.email,
    company: user.company,
    school: extra?.school ?? '',
    role: user.job_title,
    facebookLink: extra?.facebook_link ?? '',
    instagramLink: extra?.instagram_link ?? '',
    linkedinLink: extra?.linkedin_link ?? '',
    twitterLink: extra?.twitter_link ?? '',
  };
}

/** Every account of the workspace as a user-list card, sorted by name (the same on both engines). */
export async function listWorkspaceUsers(db: Db): Promise<UserListItem[]> {
  const rows = await db
    .selectFrom('users')
    .leftJoin('user_profiles', 'user_profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.photo_url',
      'users.cover_url',
      'users.display_name',
      'users.job_title',
      'user_profiles.follower',
      'user_profiles.following',
      'user_profiles.total_post',
    ])
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      avatarUrl: row.photo_url,
      cover: row.cover_url,
      name: row.display_name,
      follower: row.follower ?? 0,
      following: row.following ?? 0,
      totalPost: row.total_post ?? 0,
      position: row.job_title,
    }))
    .sort((a, b) => nameOrder.compare(a.name, b.name) || (a.id < b.id ? -1 : 1));
}

/** Moves the shown audience counts when `followerId` starts (+1) or stops (-1) following `followeeId`. */
export async function adjustFollowCounts(
  db: Db,
  followerId: string,
  followeeId: string,
  delta: 1 | -1,
): Promise<void> {
  await db
    .insertInto('user_profiles')
    .values([followerId, followeeId].map((userId) => ({ ...emptyProfileRow, user_id: userId })))
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  // The guards keep a count from dropping below zero.
  await db
    .updateTable('user_profiles')
    .set((eb) => ({ following: eb('following', '+', delta) }))
    .where('user_id', '=', followerId)
    .where('following', '>=', delta < 0 ? 1 : 0)
    .execute();
  await db
    .updateTable('user_profiles')
    .set((eb) => ({ follower: eb('follower', '+', delta) }))
    .where('user_id', '=', followeeId)
    .where('follower', '>=', delta < 0 ? 1 : 0)
    .execute();
}
