import type { Flag } from '@/server/db/columns';

/**
 * The public side of an account that the users row does not hold. Optional: an account without a row
 * has empty texts and zero counts. The counts are the audience outside the workspace (a presenter's
 * followers are mostly elsewhere): the profile and the user list show them plus the tally of user_follows
 * (and of user_posts for total_post), so a follow inside the workspace moves them and never has to be
 * written here (migration 0025 took the tallies out of the counts stored before).
 */
export interface UserProfilesTable {
  user_id: string;
  /** Followers outside the workspace. */
  follower: number;
  /** Accounts outside the workspace this one follows. */
  following: number;
  /** Posts made outside the profile's timeline. */
  total_post: number;
  quote: string;
  school: string;
  facebook_link: string;
  instagram_link: string;
  linkedin_link: string;
  twitter_link: string;
}

/** follower_id follows followee_id. */
export interface UserFollowsTable {
  follower_id: string;
  followee_id: string;
  created_at: string;
}

export interface UserGalleryTable {
  id: string;
  user_id: string;
  title: string;
  image_url: string;
  post_at: string;
}

export interface UserCardsTable {
  id: string;
  user_id: string;
  /** Only the last four digits of the card number are ever stored. */
  last4: string;
  /** 'master_card' | 'visa' */
  card_type: string;
  created_at: string;
}

export interface UserAddressesTable {
  id: string;
  user_id: string;
  name: string;
  phone: string;
  country: string;
  state: string;
  city: string;
  street: string;
  zip_code: string;
  /** 1 for the account's default address (at most one: a partial unique index), else 0. */
  is_default: Flag;
  created_at: string;
}

/** Saved notification settings; an account without a row has the defaults of the contract. */
export interface UserNotificationSettingsTable {
  user_id: string;
  activity_comments: Flag;
  activity_answers: Flag;
  activity_follows: Flag;
  application_news: Flag;
  application_product: Flag;
  application_blog: Flag;
}

/** A post on the owner's profile timeline; its likes and comments are rows of their own. */
export interface UserPostsTable {
  id: string;
  user_id: string;
  message: string;
  /** Image URL or ''. */
  media: string;
  created_at: string;
}

/** user_id likes post_id; goes with the post or the account. */
export interface UserPostLikesTable {
  post_id: string;
  user_id: string;
  created_at: string;
}

/**
 * A comment on a timeline post; goes with the post. The writer's account is read for its current name and
 * photo; name and avatar_url keep them as they were when written, for when that account is deleted
 * (user_id null then: the comment stays, with its name).
 */
export interface UserPostCommentsTable {
  id: string;
  post_id: string;
  user_id: string | null;
  name: string;
  avatar_url: string;
  message: string;
  created_at: string;
}

/** One-time set-password / reset-password links: only the SHA-256 hash of the token is kept. */
export interface PasswordTokensTable {
  token_hash: string;
  user_id: string;
  expires_at: string;
  created_at: string;
}

export interface UserTables {
  user_profiles: UserProfilesTable;
  user_follows: UserFollowsTable;
  user_gallery: UserGalleryTable;
  user_cards: UserCardsTable;
  user_addresses: UserAddressesTable;
  user_notification_settings: UserNotificationSettingsTable;
  user_posts: UserPostsTable;
  user_post_likes: UserPostLikesTable;
  user_post_comments: UserPostCommentsTable;
  password_tokens: PasswordTokensTable;
}
