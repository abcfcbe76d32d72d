import { z } from 'zod';
import { BLOG_MAX_STEP, BLOG_PAGE_STEP, BlogErrors, blogSortOptions } from './blog-rules';
import { isoDateTime } from './common';
import { queryInteger } from './query-string';

export const blogPersonSchema = z
  .object({ name: z.string(), avatarUrl: z.string() })
  .meta({ id: 'BlogPerson' });
export type BlogPerson = z.infer<typeof blogPersonSchema>;

export const blogCommentUserSchema = z
  .object({ id: z.string(), name: z.string(), avatarUrl: z.string() })
  .meta({ id: 'BlogCommentUser' });
export type BlogCommentUser = z.infer<typeof blogCommentUserSchema>;

/** A reply under a comment; `userId` is one of the comment's `users`, `tagUser` the name it answers. */
export const blogReplyCommentSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    message: z.string(),
    tagUser: z.string().optional(),
    postedAt: isoDateTime,
  })
  .meta({ id: 'BlogReplyComment' });
export type BlogReplyComment = z.infer<typeof blogReplyCommentSchema>;

export const blogCommentSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    avatarUrl: z.string(),
    message: z.string(),
    postedAt: isoDateTime,
    /** Everyone taking part in the thread (the commenter and those who replied). */
    users: z.array(blogCommentUserSchema),
    replyComment: z.array(blogReplyCommentSchema),
  })
  .meta({ id: 'BlogComment' });
export type BlogComment = z.infer<typeof blogCommentSchema>;

export const blogPostSchema = z
  .object({
    id: z.string(),
    cover: z.string(),
    title: z.string(),
    description: z.string(),
    createdAt: isoDateTime,
    view: z.number().int().min(0),
    /** Number of comments including replies: always equals what `comments` holds. */
    comment: z.number().int().min(0),
    share: z.number().int().min(0),
    favorite: z.number().int().min(0),
    author: blogPersonSchema,
    /** The account that wrote the post (null once that account is deleted): it and the admins may change it. */
    authorId: z.string().nullable(),
    tags: z.array(z.string()),
    /** Sanitized HTML. */
    body: z.string(),
    favoritePerson: z.array(blogPersonSchema),
    comments: z.array(blogCommentSchema),
    /** False for a draft: only the dashboard shows it, marked as such. */
    publish: z.boolean(),
    /** False when readers may not comment. */
    allowComments: z.boolean(),
    metaTitle: z.string(),
    metaDescription: z.string(),
    metaKeywords: z.array(z.string()),
  })
  .meta({ id: 'BlogPost' });
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostsPageQuerySchema = z
  .object({
    index: queryInteger({ min: 0, max: 999_999_999, default: 0 }, BlogErrors.indexInvalid.code),
    step: queryInteger({ min: 1, max: BLOG_MAX_STEP, default: BLOG_PAGE_STEP }, BlogErrors.stepInvalid.code),
    sortBy: z.enum(blogSortOptions, { error: BlogErrors.sortInvalid.code }).default('latest'),
  })
  .meta({ id: 'BlogPostsPageQuery' });
export type BlogPostsPageQuery = z.infer<typeof blogPostsPageQuerySchema>;

/** `title` is the post's slug; a title in any case is turned into its slug. */
export const blogPostQuerySchema = z
  .object({
    title: z.string({ error: BlogErrors.titleRequired.code }).trim().min(1, BlogErrors.titleRequired.code),
  })
  .meta({ id: 'BlogPostQuery' });
export type BlogPostQuery = z.infer<typeof blogPostQuerySchema>;

export const blogSearchQuerySchema = z
  .object({ query: z.string({ error: BlogErrors.queryInvalid.code }).trim().optional().default('') })
  .meta({ id: 'BlogSearchQuery' });
export type BlogSearchQuery = z.infer<typeof blogSearchQuerySchema>;

export const blogPostsResponseSchema = z
  .object({ posts: z.array(blogPostSchema) })
  .meta({ id: 'BlogPostsResponse' });
export type BlogPostsResponse = z.infer<typeof blogPostsResponseSchema>;

/** `results` holds the first index+step posts in the asked order; `maxLength` is how many exist. */
export const blogPostsPageResponseSchema = z
  .object({ results: z.array(blogPostSchema), maxLength: z.number().int().min(0) })
  .meta({ id: 'BlogPostsPageResponse' });
export type BlogPostsPageResponse = z.infer<typeof blogPostsPageResponseSchema>;

export const blogPostResponseSchema = z.object({ post: blogPostSchema }).meta({ id: 'BlogPostResponse' });
export type BlogPostResponse = z.infer<typeof blogPostResponseSchema>;

export const blogRecentPostsResponseSchema = z
  .object({ recentPosts: z.array(blogPostSchema) })
  .meta({ id: 'BlogRecentPostsResponse' });
export type BlogRecentPostsResponse = z.infer<typeof blogRecentPostsResponseSchema>;

export const blogSearchResponseSchema = z
  .object({ results: z.array(blogPostSchema) })
  .meta({ id: 'BlogSearchResponse' });
export type BlogSearchResponse = z.infer<typeof blogSearchResponseSchema>;
