import { z } from 'zod';
import { AccountValidation } from './account';
import {
  BLOG_COMMENT_MAX_LENGTH,
  BLOG_COMMENT_NAME_MAX_LENGTH,
  BLOG_CONTENT_MAX_LENGTH,
  BLOG_DESCRIPTION_MAX_LENGTH,
  BLOG_META_DESCRIPTION_MAX_LENGTH,
  BLOG_META_KEYWORDS_MAX,
  BLOG_META_TITLE_MAX_LENGTH,
  BLOG_TAG_MAX_LENGTH,
  BLOG_TAGS_MAX,
  BLOG_TITLE_MAX_LENGTH,
  BlogEditingValidation,
} from './blog-rules';
import { htmlHasContent, isOwnImageUrl } from './blog-html';
import { toSlug } from './slug';

const V = BlogEditingValidation;

const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

const tagList = (maxCount: number, tooMany: string) =>
  z
    .array(z.string({ error: V.tagInvalid }).trim().min(1, V.tagInvalid).max(BLOG_TAG_MAX_LENGTH, V.tagInvalid), {
      error: V.tagInvalid,
    })
    .max(maxCount, tooMany)
    // The same tag twice is one tag.
    .transform((tags) => [...new Set(tags)])
    .default([]);

const switchField = (fallback: boolean) => z.boolean({ error: V.switchInvalid }).default(fallback);

export const newBlogPostRequestSchema = z
  .object({
    title: requiredText(V.titleRequired, BLOG_TITLE_MAX_LENGTH, V.titleTooLong).refine(
      (title) => toSlug(title) !== '',
      V.titleWithoutWords,
    ),
    description: requiredText(V.descriptionRequired, BLOG_DESCRIPTION_MAX_LENGTH, V.descriptionTooLong),
    /** HTML from the editor; the server sanitizes it before it is stored. */
    content: z
      .string({ error: V.contentRequired })
      .max(BLOG_CONTENT_MAX_LENGTH, V.contentTooLong)
      .refine(htmlHasContent, V.contentRequired),
    /** An uploaded image's url (POST /api/uploads/images/new). */
    cover: z.string({ error: V.coverRequired }).trim().min(1, V.coverRequired).refine(isOwnImageUrl, V.coverInvalid),
    tags: tagList(BLOG_TAGS_MAX, V.tooManyTags),
    publish: switchField(true),
    allowComments: switchField(true),
    metaTitle: z.string({ error: V.metaTitleTooLong }).trim().max(BLOG_META_TITLE_MAX_LENGTH, V.metaTitleTooLong).default(''),
    metaDescription: z
      .string({ error: V.metaDescriptionTooLong })
      .trim()
      .max(BLOG_META_DESCRIPTION_MAX_LENGTH, V.metaDescriptionTooLong)
      .default(''),
    metaKeywords: tagList(BLOG_META_KEYWORDS_MAX, V.tooManyMetaKeywords),
  })
  .meta({ id: 'NewBlogPostRequest' });
/** What the form holds (defaults not applied yet). */
export type NewBlogPostInput = z.input<typeof newBlogPostRequestSchema>;
export type NewBlogPostRequest = z.output<typeof newBlogPostRequestSchema>;

/** The fields of the comment form; the post and the thread come from where it is written. */
export const blogCommentFormSchema = z.object({
  message: requiredText(V.commentRequired, BLOG_COMMENT_MAX_LENGTH, V.commentTooLong),
  name: requiredText(V.nameRequired, BLOG_COMMENT_NAME_MAX_LENGTH, V.nameTooLong),
  email: z
    .string({ error: AccountValidation.emailRequired })
    .trim()
    .min(1, AccountValidation.emailRequired)
    .pipe(z.email({ error: AccountValidation.emailInvalid })),
});
export type BlogCommentForm = z.infer<typeof blogCommentFormSchema>;

export const newBlogCommentRequestSchema = blogCommentFormSchema
  .extend({
    postId: z.string({ error: V.postIdRequired }).min(1, V.postIdRequired),
    /** Set to answer a top-level comment: the answer joins its thread and tags its writer. */
    parentId: z.string({ error: V.commentNotFound }).min(1, V.commentNotFound).optional(),
  })
  .meta({ id: 'NewBlogCommentRequest' });
export type NewBlogCommentRequest = z.infer<typeof newBlogCommentRequestSchema>;
