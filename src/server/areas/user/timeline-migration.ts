import { sql, type Kysely, type Migration } from 'kysely';
import { ColumnType, fromJson } from '@/server/db/columns';
import { batches } from '@/server/db/query-helpers';

const { text } = ColumnType;

interface StoredPost {
  id: string;
  user_id: string;
  is_liked: number | string;
  person_likes: string;
  comments: string;
  created_at: string;
}

interface StoredComment {
  id?: string;
  author?: { id?: string; avatarUrl?: string; name?: string };
  createdAt?: string;
  message?: string;
}

/** The tally of `table` rows per `column` value, taken out of `user_profiles.<count>` (never below 0). */
const subtractTally = (count: string, table: string, column: string) => sql`
  update user_profiles set ${sql.ref(count)} = case
    when ${sql.ref(count)} > (select count(*) from ${sql.table(table)} where ${sql.ref(column)} = user_profiles.user_id)
    then ${sql.ref(count)} - (select count(*) from ${sql.table(table)} where ${sql.ref(column)} = user_profiles.user_id)
    else 0 end`;

/**
 * Timeline likes and comments become rows per account (a like is the liker's own, one per account and post),
 * instead of JSON snapshots on the post and one "liked" flag for whoever looked. The owner's flag becomes the
 * owner's like; a stored liker becomes a like of the account of that name and photo, where one exists; a stored
 * comment keeps its id, text, time and name, and its account where that still exists.
 *
 * The profile counts stored in user_profiles become the audience outside the workspace: the follows and timeline
 * posts inside it are counted from their rows when read, so the tallies they held are taken out here.
 */
export const timelineMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('user_post_likes')
      .addColumn('post_id', text, (c) => c.notNull().references('user_posts.id').onDelete('cascade'))
      .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', text, (c) => c.notNull())
      .addPrimaryKeyConstraint('user_post_likes_pk', ['post_id', 'user_id'])
      .execute();
    await db.schema.createIndex('user_post_likes_user_id_idx').on('user_post_likes').column('user_id').execute();

    await db.schema
      .createTable('user_post_comments')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('post_id', text, (c) => c.notNull().references('user_posts.id').onDelete('cascade'))
      .addColumn('user_id', text, (c) => c.references('users.id').onDelete('set null'))
      .addColumn('name', text, (c) => c.notNull())
      .addColumn('avatar_url', text, (c) => c.notNull().defaultTo(''))
      .addColumn('message', text, (c) => c.notNull())
      .addColumn('created_at', text, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('user_post_comments_post_id_created_at_idx')
      .on('user_post_comments')
      .columns(['post_id', 'created_at'])
      .execute();
    await db.schema.createIndex('user_post_comments_user_id_idx').on('user_post_comments').column('user_id').execute();

    const posts: StoredPost[] = await db
      .selectFrom('user_posts')
      .select(['id', 'user_id', 'is_liked', 'person_likes', 'comments', 'created_at'])
      .execute();
    await moveLikes(db, posts);
    await moveComments(db, posts);

    for (const column of ['is_liked', 'person_likes', 'comments'])
      await db.schema.alterTable('user_posts').dropColumn(column).execute();

    await subtractTally('follower', 'user_follows', 'followee_id').execute(db);
    await subtractTally('following', 'user_follows', 'follower_id').execute(db);
    await subtractTally('total_post', 'user_posts', 'user_id').execute(db);
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
  async down(db: Kysely<any>) {
    await db.schema.alterTable('user_posts').addColumn('is_liked', ColumnType.integer, (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('user_posts').addColumn('person_likes', text, (c) => c.notNull().defaultTo('[]')).execute();
    await db.schema.alterTable('user_posts').addColumn('comments', text, (c) => c.notNull().defaultTo('[]')).execute();
    await db.schema.dropTable('user_post_comments').execute();
    await db.schema.dropTable('user_post_likes').execute();
  },
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
async function moveLikes(db: Kysely<any>, posts: StoredPost[]) {
  const likers = posts.flatMap((post) => fromJson<{ name?: string; avatarUrl?: string }[]>(post.person_likes, []));
  const names = [...new Set(likers.flatMap((liker) => (typeof liker.name === 'string' ? [liker.name] : [])))];
  const accounts: { id: string; display_name: string; photo_url: string }[] = [];
  for (const batch of batches(names))
    accounts.push(
      ...(await db
        .selectFrom('users')
        .select(['id', 'display_name', 'photo_url'])
        .where('display_name', 'in', batch)
        .orderBy('created_at')
        .orderBy('id')
        .execute()),
    );
  // A name and photo name one account: the first made, should two share them.
  const accountOf = new Map<string, string>();
  for (const account of accounts) {
    const key = `${account.display_name}\n${account.photo_url}`;
    if (!accountOf.has(key)) accountOf.set(key, account.id);
  }
  for (const post of posts) {
    const ids = new Set<string>();
    if (Number(post.is_liked) === 1) ids.add(post.user_id);
    for (const liker of fromJson<{ name?: string; avatarUrl?: string }[]>(post.person_likes, [])) {
      const id = accountOf.get(`${liker.name}\n${liker.avatarUrl ?? ''}`);
      if (id) ids.add(id);
    }
    if (ids.size === 0) continue;
    await db
      .insertInto('user_post_likes')
      .values([...ids].map((userId) => ({ post_id: post.id, user_id: userId, created_at: post.created_at })))
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
async function moveComments(db: Kysely<any>, posts: StoredPost[]) {
  const comments = posts.flatMap((post) =>
    fromJson<StoredComment[]>(post.comments, []).map((comment, index) => ({ post, comment, index })),
  );
  const authorIds = [...new Set(comments.flatMap(({ comment }) => (comment.author?.id ? [comment.author.id] : [])))];
  const existing = new Set<string>();
  for (const batch of batches(authorIds))
    for (const row of await db.selectFrom('users').select('id').where('id', 'in', batch).execute()) existing.add(row.id);
  const taken = new Set<string>();
  for (const { post, comment, index } of comments) {
    // An id is the comment's key; one missing or seen before gets one made of the post's and the place's.
    const id = comment.id && !taken.has(comment.id) ? comment.id : `${post.id}-comment-${index}`;
    taken.add(id);
    const authorId = comment.author?.id;
    await db
      .insertInto('user_post_comments')
      .values({
        id,
        post_id: post.id,
        user_id: authorId && existing.has(authorId) ? authorId : null,
        name: comment.author?.name ?? '',
        avatar_url: comment.author?.avatarUrl ?? '',
        message: comment.message ?? '',
        created_at: comment.createdAt ?? post.created_at,
      })
      .execute();
  }
}
