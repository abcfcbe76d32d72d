import type { Flag } from '@/server/db/columns';

/**
 * The public side of an account that the users row does not hold. Optional: an account without a row
 * has empty texts and zero counts. The counts are the audience shown on the profile and the user list,
 * not a tally of user_follows (a presenter's followers are mostly outside the workspace).
 */
export interface UserProfilesTable {
  user_id: string;
  follower: number;
  following: number;
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

/** A post on the owner's profile timeline; likes and comments are JSON snapshots (author name and avatar). */
export interface UserPostsTable {
  id: string;
  user_id: string;
  message: string;
  /** Image URL or ''. */
  media: string;
  /** Whether the owner liked it. */
  is_liked: Flag;
  /** JSON: {name, avatarUrl}[] */
  person_likes: string;
  /** JSON: {id, author: {id, avatarUrl, name}, createdAt, message}[] */
  comments: string;
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
  password_tokens: PasswordTokensTable;
}
