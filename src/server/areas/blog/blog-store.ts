import { sql, type Selectable } from 'kysely';
import type { BlogComment, BlogCommentUser, BlogPerson, BlogPost } from '@/contract/blog';
import type { BlogSort } from '@/contract/blog-rules';
import { toSlug } from '@/contract/slug';
import { fromFlag, fromJson, toFlag, toJson } from '@/server/db/columns';
import { writeBumping } from '@/server/db/data-versions';
import type { Db } from '@/server/db/database';
import type { BlogCommentsTable, BlogPostsTable } from './tables';
import { sanitizePostBody } from './post-body';

type PostRow = Selectable<BlogPostsTable>;
type CommentRow = Selectable<BlogCommentsTable>;

/** Data version of posts and comments: every write to them bumps it (see http/cached-json.ts). */
export const BLOG_VERSION_KEY = 'blog';

/** Threads of one post, oldest first; replies sit under their top-level comment. */
function toComments(rows: CommentRow[]): BlogComment[] {
  const threads = new Map<string, BlogComment>();
  for (const row of rows) {
    if (row.parent_id !== null) continue;
    threads.set(row.id, {
      id: row.id,
      name: row.name,
      avatarUrl: row.avatar_url,
      message: row.message,
      postedAt: row.created_at,
      users: fromJson<BlogCommentUser[]>(row.users, []),
      replyComment: [],
    });
  }
  for (const row of rows) {
    if (row.parent_id === null) continue;
    threads.get(row.parent_id)?.replyComment.push({
      id: row.id,
      userId: row.user_id ?? '',
      message: row.message,
      ...(row.tag_user ? { tagUser: row.tag_user } : {}),
      postedAt: row.created_at,
    });
  }
  return [...threads.values()];
}

function toBlogPost(row: PostRow, commentRows: CommentRow[]): BlogPost {
  return {
    id: row.id,
    cover: row.cover,
    title: row.title,
    description: row.description,
    createdAt: row.created_at,
    view: Number(row.view_count),
    comment: commentRows.length,
    share: Number(row.share_count),
    favorite: Number(row.favorite_count),
    author: { name: row.author_name, avatarUrl: row.author_avatar },
    authorId: row.created_by,
    tags: fromJson<string[]>(row.tags, []),
    body: row.body,
    favoritePerson: fromJson<BlogPerson[]>(row.favorite_person, []),
    comments: toComments(commentRows),
    publish: fromFlag(row.publish),
    allowComments: fromFlag(row.allow_comments),
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    metaKeywords: fromJson<string[]>(row.meta_keywords, []),
  };
}

/** Full posts (with their comments) for rows already in the wanted order. */
async function withComments(db: Db, rows: PostRow[]): Promise<BlogPost[]> {
  if (rows.length === 0) return [];
  const commentRows = await db
    .selectFrom('blog_comments')
    .selectAll()
    .where(
      'post_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  const byPost = new Map<string, CommentRow[]>();
  for (const comment of commentRows) {
    const list = byPost.get(comment.post_id) ?? [];
    list.push(comment);
    byPost.set(comment.post_id, list);
  }
  return rows.map((row) => toBlogPost(row, byPost.get(row.id) ?? []));
}

const newestFirst = (db: Db) =>
  db.selectFrom('blog_posts').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');

const inOrder = (db: Db, sort: BlogSort) => {
  const posts = db.selectFrom('blog_posts').selectAll();
  if (sort === 'popular') return posts.orderBy('view_count', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (sort === 'oldest') return posts.orderBy('created_at', 'asc').orderBy('id', 'asc');
  return newestFirst(db);
};

/** Every post in `sort` order (newest first by default); with `limit`, only the first that many. */
export async function listPosts(db: Db, limit?: number, sort: BlogSort = 'latest'): Promise<BlogPost[]> {
  const query = inOrder(db, sort);
  return withComments(db, await (limit === undefined ? query : query.limit(limit)).execute());
}

export async function countPosts(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('blog_posts')
    .select(sql<number>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The post whose slug matches `titleOrSlug` (a slug, or a title in any case). */
export async function findPostBySlug(db: Db, titleOrSlug: string): Promise<BlogPost | undefined> {
  const row = await db
    .selectFrom('blog_posts')
    .selectAll()
    .where('slug', '=', toSlug(titleOrSlug))
    .executeTakeFirst();
  return row ? (await withComments(db, [row]))[0] : undefined;
}

export async function findPostById(db: Db, id: string): Promise<BlogPost | undefined> {
  const row = await db.selectFrom('blog_posts').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? (await withComments(db, [row]))[0] : undefined;
}

/** True when a post already has this title's slug (titles must stay unique as slugs). */
export async function isSlugTaken(db: Db, title: string): Promise<boolean> {
  const row = await db.selectFrom('blog_posts').select('id').where('slug', '=', toSlug(title)).executeTakeFirst();
  return row !== undefined;
}

/** The newest `count` posts other than `excludeId`. */
export async function listRecentPosts(db: Db, excludeId: string, count: number): Promise<BlogPost[]> {
  return withComments(db, await newestFirst(db).where('id', '<>', excludeId).limit(count).execute());
}

/**
 * Posts whose title contains `query`, ignoring case, newest first; an empty query finds nothing. Titles are
 * matched here rather than in SQL so that case folding covers every alphabet on both engines (SQLite's
 * lower() knows only ASCII, and so does PostgreSQL's under the C locale).
 */
export async function searchPosts(db: Db, query: string): Promise<BlogPost[]> {
  const needle = query.toLowerCase();
  if (needle === '') return [];
  const titles = await db.selectFrom('blog_posts').select(['id', 'title']).execute();
  const found = titles.filter((post) => post.title.toLowerCase().includes(needle)).map((post) => post.id);
  if (found.length === 0) return [];
  return withComments(db, await newestFirst(db).where('id', 'in', found).execute());
}

export interface NewPost {
  id: string;
  cover: string;
  title: string;
  description: string;
  /** HTML; sanitized here before it is stored. */
  body: string;
  tags: string[];
  favoritePerson: BlogPerson[];
  view: number;
  share: number;
  favorite: number;
  author: BlogPerson;
  /** The author's account; without one, the post is left to the admins. */
  authorId?: string;
  createdAt: string;
  publish: boolean;
  allowComments: boolean;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string[];
}

export async function insertPost(db: Db, post: NewPost): Promise<void> {
  await writeBumping(db, BLOG_VERSION_KEY, async (trx) => {
    await trx
      .insertInto('blog_posts')
      .values({
        id: post.id,
        slug: toSlug(post.title),
        cover: post.cover,
        title: post.title,
        description: post.description,
        body: sanitizePostBody(post.body),
        tags: toJson(post.tags),
        favorite_person: toJson(post.favoritePerson),
        view_count: post.view,
        share_count: post.share,
        favorite_count: post.favorite,
        author_name: post.author.name,
        author_avatar: post.author.avatarUrl,
        created_by: post.authorId ?? null,
        created_at: post.createdAt,
        publish: toFlag(post.publish),
        allow_comments: toFlag(post.allowComments),
        meta_title: post.metaTitle,
        meta_description: post.metaDescription,
        meta_keywords: toJson(post.metaKeywords),
      })
      .execute();
  });
}

export interface NewComment {
  id: string;
  postId: string;
  /** The account writing it. */
  user: BlogCommentUser;
  /** The address the commenter left (kept, never shown); seeded comments have none. */
  email?: string;
  message: string;
  postedAt: string;
}

/** A top-level comment; its thread starts with the commenter as its only user. */
export async function insertComment(db: Db, comment: NewComment): Promise<void> {
  await writeBumping(db, BLOG_VERSION_KEY, async (trx) => {
    await trx
      .insertInto('blog_comments')
      .values({
        id: comment.id,
        post_id: comment.postId,
        parent_id: null,
        user_id: comment.user.id,
        name: comment.user.name,
        avatar_url: comment.user.avatarUrl,
        message: comment.message,
        tag_user: null,
        users: toJson([comment.user]),
        created_at: comment.postedAt,
        email: comment.email ?? '',
      })
      .execute();
  });
}

export interface NewReply extends Omit<NewComment, 'postId'> {
  parentId: string;
  /** The name the reply answers. */
  tagUser?: string;
}

/** A reply under a top-level comment; the replier joins the thread's users. */
export async function insertReply(db: Db, reply: NewReply): Promise<void> {
  await writeBumping(db, BLOG_VERSION_KEY, async (trx) => {
    const parent = await trx
      .selectFrom('blog_comments')
      .select(['post_id', 'users'])
      .where('id', '=', reply.parentId)
      .where('parent_id', 'is', null)
      .executeTakeFirstOrThrow();
    const users = fromJson<BlogCommentUser[]>(parent.users, []);
    if (!users.some((user) => user.id === reply.user.id)) {
      await trx
        .updateTable('blog_comments')
        .set({ users: toJson([...users, reply.user]) })
        .where('id', '=', reply.parentId)
        .execute();
    }
    await trx
      .insertInto('blog_comments')
      .values({
        id: reply.id,
        post_id: parent.post_id,
        parent_id: reply.parentId,
        user_id: reply.user.id,
        name: reply.user.name,
        avatar_url: reply.user.avatarUrl,
        message: reply.message,
        tag_user: reply.tagUser ?? null,
        users: '[]',
        created_at: reply.postedAt,
        email: reply.email ?? '',
      })
      .execute();
  });
}
