import type { Profile, UserListItem } from '@/contract/user';
import { fromFlag } from '@/server/db/columns';
import type { Db } from '@/server/db/database';
import type { UserRow } from '@/server/http/app-env';
import { noSocialLinks, toSocialLinks } from './social-links-store';

const nameOrder = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * Each account with its stored profile and its counts as the contract shows them: the stored audience from
 * outside the workspace plus the follows and timeline posts inside it, each counted by an index
 * (user_follows by follower_id and by followee_id, user_posts by user_id).
 */
const accountsWithCounts = (db: Db) =>
  db
    .selectFrom('users')
    .leftJoin('user_profiles', 'user_profiles.user_id', 'users.id')
    .select((eb) => [
      'users.id',
      'users.photo_url',
      'users.cover_url',
      'users.display_name',
      'users.job_title',
      'users.is_public',
      'user_profiles.follower',
      'user_profiles.following',
      'user_profiles.total_post',
      'user_profiles.quote',
      'user_profiles.school',
      'user_profiles.facebook_link',
      'user_profiles.instagram_link',
      'user_profiles.linkedin_link',
      'user_profiles.twitter_link',
      eb
        .selectFrom('user_follows')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('user_follows.followee_id', '=', 'users.id')
        .as('followers_inside'),
      eb
        .selectFrom('user_follows')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('user_follows.follower_id', '=', 'users.id')
        .as('followed_inside'),
      eb
        .selectFrom('user_posts')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('user_posts.user_id', '=', 'users.id')
        .as('posts_inside'),
    ]);

type AccountRow = Awaited<ReturnType<ReturnType<typeof accountsWithCounts>['execute']>>[number];

const countsOf = (row: AccountRow) => ({
  follower: (row.follower ?? 0) + Number(row.followers_inside ?? 0),
  following: (row.following ?? 0) + Number(row.followed_inside ?? 0),
  totalPost: (row.total_post ?? 0) + Number(row.posts_inside ?? 0),
});


/** The caller's profile; an account without a user_profiles row has empty texts and only its workspace counts. */
export async function getProfile(db: Db, user: UserRow): Promise<Profile> {
  const row = await accountsWithCounts(db).where('users.id', '=', user.id).executeTakeFirstOrThrow();
  const { follower, following } = countsOf(row);
  return {
    id: user.id,
    cover: user.cover_url,
    position: user.job_title,
    follower,
    following,
    quote: row.quote ?? '',
    country: user.country,
    email: user.email,
    company: user.company,
    school: row.school ?? '',
    role: user.job_title,
    ...toSocialLinks(row),
  };
}

/**
 * Every account of the workspace as a user-list card, sorted by name (the same on both engines). Social links
 * show to the account itself and to admins, and to everyone else where the account is public (DECISIONS §3).
 */
export async function listWorkspaceUsers(db: Db, viewer: UserRow): Promise<UserListItem[]> {
  const rows = await accountsWithCounts(db).execute();
  const seesLinksOf = (row: AccountRow) => viewer.role === 'admin' || row.id === viewer.id || fromFlag(row.is_public);
  return rows
    .map((row) => ({
      id: row.id,
      avatarUrl: row.photo_url,
      cover: row.cover_url,
      name: row.display_name,
      ...countsOf(row),
      position: row.job_title,
      ...(seesLinksOf(row) ? toSocialLinks(row) : noSocialLinks),
    }))
    .sort((a, b) => nameOrder.compare(a.name, b.name) || (a.id < b.id ? -1 : 1));
}
