import type { TimelinePost } from '@/contract/user';
import { fromFlag, fromJson } from '@/server/db/columns';
import type { Db } from '@/server/db/database';
import type { UserRow } from '@/server/http/app-env';

/** The posts on the owner's profile timeline, newest first. */
export async function listTimelinePosts(db: Db, owner: UserRow): Promise<TimelinePost[]> {
  const rows = await db
    .selectFrom('user_posts')
    .selectAll()
    .where('user_id', '=', owner.id)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  const author = { id: owner.id, avatarUrl: owner.photo_url, name: owner.display_name };
  return rows.map((row) => ({
    id: row.id,
    author,
    isLiked: fromFlag(row.is_liked),
    createdAt: row.created_at,
    media: row.media,
    message: row.message,
    personLikes: fromJson<TimelinePost['personLikes']>(row.person_likes, []),
    comments: fromJson<TimelinePost['comments']>(row.comments, []),
  }));
}
