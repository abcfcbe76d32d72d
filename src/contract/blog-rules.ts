// Numbers, orders and messages of the blog, apart from the schemas so screens can use them without
// loading zod (the schemas load with the forms that validate).

/** The blog list grows by this many posts per "load more" (step 11, first index 0). */
import { messagesOf, type ErrorCatalogue } from './errors';

export const BLOG_PAGE_STEP = 11;
/** How many recent posts a post page shows; never the current post. */
export const BLOG_RECENT_POSTS = 5;
/** Largest page step the server accepts. */
export const BLOG_MAX_STEP = 100;

/** Who may edit or delete a post: its author or an admin (anyone signed in may write one). */
export function mayChangeBlogPost(
  post: { authorId: string | null },
  user: { id: string; role: string },
): boolean {
  return user.role === 'admin' || (post.authorId !== null && post.authorId === user.id);
}

/** The orders the post list offers; `latest` is the default. */
export const blogSortOptions = ['latest', 'popular', 'oldest'] as const;
export type BlogSort = (typeof blogSortOptions)[number];

/**
 * The paging rule: each answer holds the first index+step posts, so fetching more
 * advances the index by the step, and there is more while fewer than maxLength came back.
 */
export const blogPaging = {
  firstIndex: 0,
  nextIndex: (index: number, step = BLOG_PAGE_STEP) => index + step,
  hasMore: (resultCount: number, maxLength: number) => resultCount < maxLength,
};

export const BlogErrors = {
  indexInvalid: { code: 'blog.index_invalid', message: 'Index must be a whole number of 0 or more' },
  stepInvalid: {
    code: 'blog.step_invalid',
    message: `Step must be a whole number from 1 to ${BLOG_MAX_STEP}`,
  },
  titleRequired: { code: 'blog.title_required', message: 'Title is required' },
  queryInvalid: { code: 'blog.query_invalid', message: 'Query must be text' },
  sortInvalid: { code: 'blog.sort_invalid', message: `Sort must be one of ${blogSortOptions.join(', ')}` },
} as const satisfies ErrorCatalogue;
export const BlogValidation = messagesOf(BlogErrors);

export const BLOG_TITLE_MAX_LENGTH = 200;
export const BLOG_DESCRIPTION_MAX_LENGTH = 1000;
export const BLOG_CONTENT_MAX_LENGTH = 200_000;
export const BLOG_TAG_MAX_LENGTH = 40;
export const BLOG_TAGS_MAX = 10;
export const BLOG_META_TITLE_MAX_LENGTH = 120;
export const BLOG_META_DESCRIPTION_MAX_LENGTH = 300;
export const BLOG_META_KEYWORDS_MAX = 20;
export const BLOG_COMMENT_MAX_LENGTH = 2000;
export const BLOG_COMMENT_NAME_MAX_LENGTH = 100;

export const BlogEditingErrors = {
  titleRequired: BlogErrors.titleRequired,
  titleTooLong: {
    code: 'blog.title_too_long',
    message: `Title must be at most ${BLOG_TITLE_MAX_LENGTH} characters`,
  },
  titleWithoutWords: { code: 'blog.title_without_words', message: 'Title must contain letters or digits' },
  titleTaken: { code: 'blog.title_taken', message: 'A post with this title already exists' },
  descriptionRequired: { code: 'blog.description_required', message: 'Description is required' },
  descriptionTooLong: {
    code: 'blog.description_too_long',
    message: `Description must be at most ${BLOG_DESCRIPTION_MAX_LENGTH} characters`,
  },
  contentRequired: { code: 'blog.content_required', message: 'Content is required' },
  contentTooLong: {
    code: 'blog.content_too_long',
    message: `Content must be at most ${BLOG_CONTENT_MAX_LENGTH} characters`,
  },
  coverRequired: { code: 'blog.cover_required', message: 'Cover is required' },
  coverInvalid: { code: 'blog.cover_invalid', message: 'Cover must be an image uploaded to this site' },
  tagInvalid: {
    code: 'blog.tag_invalid',
    message: `Each tag must be 1 to ${BLOG_TAG_MAX_LENGTH} characters`,
  },
  tooManyTags: { code: 'blog.too_many_tags', message: `At most ${BLOG_TAGS_MAX} tags` },
  switchInvalid: { code: 'blog.switch_invalid', message: 'Must be true or false' },
  metaTitleTooLong: {
    code: 'blog.meta_title_too_long',
    message: `Meta title must be at most ${BLOG_META_TITLE_MAX_LENGTH} characters`,
  },
  metaDescriptionTooLong: {
    code: 'blog.meta_description_too_long',
    message: `Meta description must be at most ${BLOG_META_DESCRIPTION_MAX_LENGTH} characters`,
  },
  tooManyMetaKeywords: {
    code: 'blog.too_many_meta_keywords',
    message: `At most ${BLOG_META_KEYWORDS_MAX} meta keywords`,
  },
  postIdRequired: { code: 'blog.post_id_required', message: 'Post id is required' },
  commentRequired: { code: 'blog.comment_required', message: 'Comment is required' },
  commentTooLong: {
    code: 'blog.comment_too_long',
    message: `Comment must be at most ${BLOG_COMMENT_MAX_LENGTH} characters`,
  },
  nameRequired: { code: 'blog.name_required', message: 'Name is required' },
  nameTooLong: {
    code: 'blog.name_too_long',
    message: `Name must be at most ${BLOG_COMMENT_NAME_MAX_LENGTH} characters`,
  },
  commentsClosed: { code: 'blog.comments_closed', message: 'Comments are turned off for this post' },
  commentNotFound: { code: 'blog.comment_not_found', message: 'Comment not found' },
} as const satisfies ErrorCatalogue;
/** Validation of the new-post and comment forms, word for word on both sides. */
export const BlogEditingValidation = messagesOf(BlogEditingErrors);
