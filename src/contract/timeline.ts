import { z } from 'zod';
import type { ErrorCatalogue } from './errors';
import { timelinePostSchema } from './user';

/**
 * The profile's timeline: the signed-in account's posts, with likes and comments that belong to the account
 * that wrote them (one like per account and post). Any signed-in account may like or comment on a post it
 * knows the id of; only a post's owner deletes the post, only a comment's writer deletes the comment.
 */

export const TIMELINE_MESSAGE_MAX_LENGTH = 5000;
export const TIMELINE_COMMENT_MAX_LENGTH = 1000;

// Codes under `profile.`: the profile screen's texts translate them (locales/<language>/profile.json, errors).
export const TimelineErrors = {
  postRequired: { code: 'profile.post_required', message: 'Write something or add an image' },
  messageTooLong: {
    code: 'profile.message_too_long',
    message: `Message must be at most ${TIMELINE_MESSAGE_MAX_LENGTH} characters`,
  },
  mediaInvalid: { code: 'profile.media_invalid', message: 'The image must be one of your own uploads' },
  postIdRequired: { code: 'profile.post_id_required', message: 'Post id is required' },
  postNotFound: { code: 'profile.post_not_found', message: 'Post not found' },
  likedInvalid: { code: 'profile.liked_invalid', message: 'Liked must be true or false' },
  commentRequired: { code: 'profile.comment_required', message: 'Comment is required' },
  commentTooLong: {
    code: 'profile.comment_too_long',
    message: `Comment must be at most ${TIMELINE_COMMENT_MAX_LENGTH} characters`,
  },
  commentIdRequired: { code: 'profile.comment_id_required', message: 'Comment id is required' },
  commentNotFound: { code: 'profile.comment_not_found', message: 'Comment not found' },
} as const satisfies ErrorCatalogue;

const V = TimelineErrors;

const postId = z.string({ error: V.postIdRequired.code }).trim().min(1, V.postIdRequired.code);

/**
 * POST /api/user/posts/new. `media` is '' or the url of an image the caller uploaded
 * (POST /api/uploads/images/new); a post needs a message, an image or both.
 */
export const newTimelinePostRequestSchema = z
  .object({
    message: z
      .string({ error: V.postRequired.code })
      .trim()
      .max(TIMELINE_MESSAGE_MAX_LENGTH, V.messageTooLong.code)
      .default(''),
    media: z.string({ error: V.mediaInvalid.code }).trim().max(200, V.mediaInvalid.code).default(''),
  })
  .refine((post) => post.message !== '' || post.media !== '', {
    path: ['message'],
    message: V.postRequired.code,
  })
  .meta({ id: 'NewTimelinePostRequest' });
/** What the post box holds (defaults not applied yet). */
export type NewTimelinePostInput = z.input<typeof newTimelinePostRequestSchema>;
export type NewTimelinePostRequest = z.output<typeof newTimelinePostRequestSchema>;

/** POST /api/user/posts/like: the caller's like is set (true) or taken back (false); repeating it changes nothing. */
export const likeTimelinePostRequestSchema = z
  .object({ postId, liked: z.boolean({ error: V.likedInvalid.code }) })
  .meta({ id: 'LikeTimelinePostRequest' });
export type LikeTimelinePostRequest = z.infer<typeof likeTimelinePostRequestSchema>;

/** The comment field under a post; the post comes from where it is written. */
export const timelineCommentFormSchema = z.object({
  message: z
    .string({ error: V.commentRequired.code })
    .trim()
    .min(1, V.commentRequired.code)
    .max(TIMELINE_COMMENT_MAX_LENGTH, V.commentTooLong.code),
});
export type TimelineCommentForm = z.infer<typeof timelineCommentFormSchema>;

/** POST /api/user/posts/comments/new: a comment written as the caller. */
export const newTimelineCommentRequestSchema = timelineCommentFormSchema
  .extend({ postId })
  .meta({ id: 'NewTimelineCommentRequest' });
export type NewTimelineCommentRequest = z.infer<typeof newTimelineCommentRequestSchema>;

/** POST /api/user/posts/delete: the caller's own post, with its likes and comments. */
export const deleteTimelinePostRequestSchema = z.object({ postId }).meta({ id: 'DeleteTimelinePostRequest' });
export type DeleteTimelinePostRequest = z.infer<typeof deleteTimelinePostRequestSchema>;

/** POST /api/user/posts/comments/delete: a comment the caller wrote. */
export const deleteTimelineCommentRequestSchema = z
  .object({
    commentId: z.string({ error: V.commentIdRequired.code }).trim().min(1, V.commentIdRequired.code),
  })
  .meta({ id: 'DeleteTimelineCommentRequest' });
export type DeleteTimelineCommentRequest = z.infer<typeof deleteTimelineCommentRequestSchema>;

export const timelinePostResponseSchema = z
  .object({ post: timelinePostSchema })
  .meta({ id: 'TimelinePostResponse' });
export type TimelinePostResponse = z.infer<typeof timelinePostResponseSchema>;

export const deleteTimelinePostResponseSchema = z
  .object({ postId: z.string() })
  .meta({ id: 'DeleteTimelinePostResponse' });
export type DeleteTimelinePostResponse = z.infer<typeof deleteTimelinePostResponseSchema>;
