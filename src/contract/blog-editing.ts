import { z } from 'zod';
import { AccountErrors } from './account';
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
  BlogEditingErrors,
} from './blog-rules';
import { htmlHasContent } from './blog-html';
import { isOwnImageUrl } from './own-images';
import { toSlug } from './slug';

const V = BlogEditingErrors;

const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

const tagList = (maxCount: number, tooMany: string) =>
  z
    .array(
      z
        .string({ error: V.tagInvalid.code })
        .trim()
        .min(1, V.tagInvalid.code)
        .max(BLOG_TAG_MAX_LENGTH, V.tagInvalid.code),
      {
        error: V.tagInvalid.code,
      },
    )
    .max(maxCount, tooMany)
    // The same tag twice is one tag.
    .transform((tags) => [...new Set(tags)])
    .default([]);

const switchField = (fallback: boolean) => z.boolean({ error: V.switchInvalid.code }).default(fallback);

const postId = z.string({ error: V.postIdRequired.code }).min(1, V.postIdRequired.code);

export const newBlogPostRequestSchema = z
  .object({
    title: requiredText(V.titleRequired.code, BLOG_TITLE_MAX_LENGTH, V.titleTooLong.code).refine(
      (title) => toSlug(title) !== '',
      V.titleWithoutWords.code,
    ),
    description: requiredText(
      V.descriptionRequired.code,
      BLOG_DESCRIPTION_MAX_LENGTH,
      V.descriptionTooLong.code,
    ),
    /** HTML from the editor; the server sanitizes it before it is stored. */
    content: z
      .string({ error: V.contentRequired.code })
      .max(BLOG_CONTENT_MAX_LENGTH, V.contentTooLong.code)
      .refine(htmlHasContent, V.contentRequired.code),
    /** An uploaded image's url (POST /api/uploads/images/new). */
    cover: z
      .string({ error: V.coverRequired.code })
      .trim()
      .min(1, V.coverRequired.code)
      .refine(isOwnImageUrl, V.coverInvalid.code),
    tags: tagList(BLOG_TAGS_MAX, V.tooManyTags.code),
    publish: switchField(true),
    allowComments: switchField(true),
    metaTitle: z
      .string({ error: V.metaTitleTooLong.code })
      .trim()
      .max(BLOG_META_TITLE_MAX_LENGTH, V.metaTitleTooLong.code)
      .default(''),
    metaDescription: z
      .string({ error: V.metaDescriptionTooLong.code })
      .trim()
      .max(BLOG_META_DESCRIPTION_MAX_LENGTH, V.metaDescriptionTooLong.code)
      .default(''),
    metaKeywords: tagList(BLOG_META_KEYWORDS_MAX, V.tooManyMetaKeywords.code),
  })
  .meta({ id: 'NewBlogPostRequest' });
/** What the form holds (defaults not applied yet). */
export type NewBlogPostInput = z.input<typeof newBlogPostRequestSchema>;
export type NewBlogPostRequest = z.output<typeof newBlogPostRequestSchema>;

/** The post by its id, with every field of the new-post form as it is to be from now on. */
export const updateBlogPostRequestSchema = newBlogPostRequestSchema
  .extend({ postId })
  .meta({ id: 'UpdateBlogPostRequest' });
export type UpdateBlogPostRequest = z.output<typeof updateBlogPostRequestSchema>;

export const deleteBlogPostRequestSchema = z.object({ postId }).meta({ id: 'DeleteBlogPostRequest' });
export type DeleteBlogPostRequest = z.infer<typeof deleteBlogPostRequestSchema>;

export const deleteBlogPostResponseSchema = z
  .object({ postId: z.string() })
  .meta({ id: 'DeleteBlogPostResponse' });
export type DeleteBlogPostResponse = z.infer<typeof deleteBlogPostResponseSchema>;

/** The fields of the comment form; the post and the thread come from where it is written. */
export const blogCommentFormSchema = z.object({
  message: requiredText(V.commentRequired.code, BLOG_COMMENT_MAX_LENGTH, V.commentTooLong.code),
  name: requiredText(V.nameRequired.code, BLOG_COMMENT_NAME_MAX_LENGTH, V.nameTooLong.code),
  email: z
    .string({ error: AccountErrors.emailRequired.code })
    .trim()
    .min(1, AccountErrors.emailRequired.code)
    .pipe(z.email({ error: AccountErrors.emailInvalid.code })),
});
export type BlogCommentForm = z.infer<typeof blogCommentFormSchema>;

export const newBlogCommentRequestSchema = blogCommentFormSchema
  .extend({
    postId,
    /** Set to answer a top-level comment: the answer joins its thread and tags its writer. */
    parentId: z.string({ error: V.commentNotFound.code }).min(1, V.commentNotFound.code).optional(),
  })
  .meta({ id: 'NewBlogCommentRequest' });
export type NewBlogCommentRequest = z.infer<typeof newBlogCommentRequestSchema>;
