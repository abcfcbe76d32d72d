// Numbers, orders and messages of the blog, apart from the schemas so screens can use them without
// loading zod (the schemas load with the forms that validate).

/** The blog list grows by this many posts per "load more" (SPEC §9: step 11, first index 0). */
export const BLOG_PAGE_STEP = 11;
/** How many recent posts a post page shows; never the current post (DECISIONS §4). */
export const BLOG_RECENT_POSTS = 5;
/** Largest page step the server accepts. */
export const BLOG_MAX_STEP = 100;

/** The orders the post list offers; `latest` is the default. */
export const blogSortOptions = ['latest', 'popular', 'oldest'] as const;
export type BlogSort = (typeof blogSortOptions)[number];

/**
 * The paging rule of SPEC §4: each answer holds the first index+step posts, so fetching more
 * advances the index by the step, and there is more while fewer than maxLength came back.
 */
export const blogPaging = {
  firstIndex: 0,
  nextIndex: (index: number, step = BLOG_PAGE_STEP) => index + step,
  hasMore: (resultCount: number, maxLength: number) => resultCount < maxLength,
};

export const BlogValidation = {
  indexInvalid: 'Index must be a whole number of 0 or more',
  stepInvalid: `Step must be a whole number from 1 to ${BLOG_MAX_STEP}`,
  titleRequired: 'Title is required',
  queryInvalid: 'Query must be text',
  sortInvalid: `Sort must be one of ${blogSortOptions.join(', ')}`,
} as const;

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

/** Validation of the new-post and comment forms (DECISIONS §5), word for word on both sides. */
export const BlogEditingValidation = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${BLOG_TITLE_MAX_LENGTH} characters`,
  titleWithoutWords: 'Title must contain letters or digits',
  titleTaken: 'A post with this title already exists',
  descriptionRequired: 'Description is required',
  descriptionTooLong: `Description must be at most ${BLOG_DESCRIPTION_MAX_LENGTH} characters`,
  contentRequired: 'Content is required',
  contentTooLong: `Content must be at most ${BLOG_CONTENT_MAX_LENGTH} characters`,
  coverRequired: 'Cover is required',
  coverInvalid: 'Cover must be an image uploaded to this site',
  tagInvalid: `Each tag must be 1 to ${BLOG_TAG_MAX_LENGTH} characters`,
  tooManyTags: `At most ${BLOG_TAGS_MAX} tags`,
  switchInvalid: 'Must be true or false',
  metaTitleTooLong: `Meta title must be at most ${BLOG_META_TITLE_MAX_LENGTH} characters`,
  metaDescriptionTooLong: `Meta description must be at most ${BLOG_META_DESCRIPTION_MAX_LENGTH} characters`,
  tooManyMetaKeywords: `At most ${BLOG_META_KEYWORDS_MAX} meta keywords`,
  postIdRequired: 'Post id is required',
  commentRequired: 'Comment is required',
  commentTooLong: `Comment must be at most ${BLOG_COMMENT_MAX_LENGTH} characters`,
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${BLOG_COMMENT_NAME_MAX_LENGTH} characters`,
  commentsClosed: 'Comments are turned off for this post',
  commentNotFound: 'Comment not found',
} as const;

