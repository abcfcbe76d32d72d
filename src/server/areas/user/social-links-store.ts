import type { SocialLinks } from '@/contract/account-settings';
import type { Db } from '@/server/db/database';

export const noSocialLinks: SocialLinks = { facebookLink: '', instagramLink: '', linkedinLink: '', twitterLink: '' };

type LinkColumns = Record<'facebook_link' | 'instagram_link' | 'linkedin_link' | 'twitter_link', string | null>;

/** The links of a user_profiles row (a column without one: ''). */
export const toSocialLinks = (row: LinkColumns): SocialLinks => ({
  facebookLink: row.facebook_link ?? '',
  instagramLink: row.instagram_link ?? '',
  linkedinLink: row.linkedin_link ?? '',
  twitterLink: row.twitter_link ?? '',
});

/** The user's social links; an account without a user_profiles row has none. */
export async function getSocialLinks(db: Db, userId: string): Promise<SocialLinks> {
  const row = await db
    .selectFrom('user_profiles')
    .select(['facebook_link', 'instagram_link', 'linkedin_link', 'twitter_link'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? toSocialLinks(row) : { ...noSocialLinks };
}

/** Saves all four links; the profile's row is made (with zero counts and empty texts) when the account has none. */
export async function updateSocialLinks(db: Db, userId: string, links: SocialLinks): Promise<SocialLinks> {
  const columns = {
    facebook_link: links.facebookLink,
    instagram_link: links.instagramLink,
    linkedin_link: links.linkedinLink,
    twitter_link: links.twitterLink,
  };
  await db
    .insertInto('user_profiles')
    .values({ user_id: userId, follower: 0, following: 0, total_post: 0, quote: '', school: '', ...columns })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(columns))
    .execute();
  return { ...links };
}
