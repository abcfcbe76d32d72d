import type { Flag } from '@/server/db/columns';

/** The workspace's blog (shared by every signed-in user). */
export interface BlogPostsTable {
  id: string;
  /** toSlug(title), unique: posts are looked up by it. */
  slug: string;
  cover: string;
  title: string;
  description: string;
  /** Sanitized HTML (see post-body.ts). */
  body: string;
  /** JSON string[]. */
  tags: string;
  /** JSON {name, avatarUrl}[]. */
  favorite_person: string;
  view_count: number;
  share_count: number;
  favorite_count: number;
  author_name: string;
  author_avatar: string;
  /** The author's account (see author-migration.ts); null once that account is deleted. */
  created_by: string | null;
  created_at: string;
  /** Flag: 0 for a draft. */
  publish: Flag;
  /** Flag: 0 when readers may not comment. */
  allow_comments: Flag;
  meta_title: string;
  meta_description: string;
  /** JSON string[]. */
  meta_keywords: string;
}

/**
 * Comments and their replies: a top-level comment has parent_id null, a reply points at its
 * top-level comment. A post's comment count is the number of these rows, so it is never stored.
 */
export interface BlogCommentsTable {
  id: string;
  post_id: string;
  parent_id: string | null;
  /** The account that wrote it; null once that account is deleted (the comment stays, with its name). */
  user_id: string | null;
  name: string;
  avatar_url: string;
  message: string;
  /** Replies only: the name the reply answers. */
  tag_user: string | null;
  /** Top-level only: JSON {id, name, avatarUrl}[] of everyone in the thread. */
  users: string;
  created_at: string;
  /** The address the commenter left; never sent to other readers. */
  email: string;
}

export interface BlogTables {
  blog_posts: BlogPostsTable;
  blog_comments: BlogCommentsTable;
}
