import type { ErrorCatalogue } from './errors';
import { z } from 'zod';
import { htmlHasContent } from './blog-html';
import { isoDateTime } from './common';
import { idListRequestSchema, idListResponseSchema } from './id-list';
import { IMAGE_URL_MAX_LENGTH, isOwnImageUrl } from './own-images';
import { queryInteger } from './query-string';

export const mailFolders = ['inbox', 'sent', 'drafts', 'trash', 'spam'] as const;
export type MailFolder = (typeof mailFolders)[number];

/** System labels: `all`, the folders, and the two flags. A system label's id is its name. */
export const systemLabelNames = ['all', ...mailFolders, 'important', 'starred'] as const;
export type SystemLabelName = (typeof systemLabelNames)[number];

/** Custom labels; a custom label's id is its name too, and `Mail.labelIds` holds these. */
export const customLabelNames = ['social', 'promotions', 'forums'] as const;
export type CustomLabelName = (typeof customLabelNames)[number];

export const customLabelColors: Record<CustomLabelName, string> = {
  social: '#00AB55',
  promotions: '#1890FF',
  forums: '#FFC107',
};

export const MAIL_SUBJECT_MAX_LENGTH = 255;
/** Characters of a mail's HTML body as written (before the server sanitizes it). */
export const MAIL_MESSAGE_MAX_LENGTH = 100_000;
/** Recipients of one mail. */
export const MAIL_MAX_RECIPIENTS = 50;
/** Files one mail may carry (a forward keeps the original's on top of these). */
export const MAIL_MAX_ATTACHMENTS = 10;
/** Longest recipient (an account id or an email address). */
export const MAIL_RECIPIENT_MAX_LENGTH = 320;
/** Mails one bulk action (update, delete) may name: a full page of the list. */
export const MAIL_BULK_MAX = 100;
/** Mails one page of the list holds unless `limit` says otherwise, and at most. */
export const MAIL_PAGE_DEFAULT = 50;
export const MAIL_PAGE_MAX = 100;
export const MAIL_SEARCH_MAX_LENGTH = 100;

export const MailErrors = {
  unknownSystemLabel: {
    code: 'mail.unknown_system_label',
    message: `Must be one of ${systemLabelNames.join(', ')}`,
  },
  unknownCustomLabel: {
    code: 'mail.unknown_custom_label',
    message: `Must be one of ${customLabelNames.join(', ')}`,
  },
  unknownFolder: { code: 'mail.unknown_folder', message: `Must be one of ${mailFolders.join(', ')}` },
  mailIdRequired: { code: 'mail.mail_id_required', message: 'Mail id is required' },
  labelsDistinct: { code: 'mail.labels_distinct', message: 'Labels must be distinct' },
  nothingToUpdate: { code: 'mail.nothing_to_update', message: 'Nothing to update' },
  labelsSetOrChange: {
    code: 'mail.labels_set_or_change',
    message: 'Either set the labels or add and remove some, not both',
  },
  labelAddedAndRemoved: {
    code: 'mail.label_added_and_removed',
    message: 'A label cannot be both added and removed',
  },
  mailIdsRequired: { code: 'mail.mail_ids_required', message: 'Choose at least one mail' },
  tooManyMailIds: { code: 'mail.too_many_mail_ids', message: `At most ${MAIL_BULK_MAX} mails at once` },
  notInTrash: { code: 'mail.not_in_trash', message: 'Only mails in the trash can be deleted forever' },
  notADraft: { code: 'mail.not_a_draft', message: 'This mail is not a draft' },
  unknownAnswerKind: { code: 'mail.unknown_answer_kind', message: 'Must be one of reply, replyAll, forward' },
  recipientsRequired: { code: 'mail.recipients_required', message: 'Add at least one recipient' },
  tooManyRecipients: {
    code: 'mail.too_many_recipients',
    message: `At most ${MAIL_MAX_RECIPIENTS} recipients`,
  },
  recipientInvalid: {
    code: 'mail.recipient_invalid',
    message: 'A recipient is an account id or an email address',
  },
  unknownRecipient: {
    code: 'mail.unknown_recipient',
    message: 'No account of the workspace has this id or email',
  },
  subjectRequired: { code: 'mail.subject_required', message: 'Subject is required' },
  subjectTooLong: {
    code: 'mail.subject_too_long',
    message: `Subject must be at most ${MAIL_SUBJECT_MAX_LENGTH} characters`,
  },
  messageRequired: { code: 'mail.message_required', message: 'Message is required' },
  messageTooLong: {
    code: 'mail.message_too_long',
    message: `Message must be at most ${MAIL_MESSAGE_MAX_LENGTH} characters`,
  },
  tooManyAttachments: {
    code: 'mail.too_many_attachments',
    message: `At most ${MAIL_MAX_ATTACHMENTS} attachments`,
  },
  attachmentInvalid: {
    code: 'mail.attachment_invalid',
    message: 'Attachments must be files uploaded to this site',
  },
  searchTooLong: {
    code: 'mail.search_too_long',
    message: `Search must be at most ${MAIL_SEARCH_MAX_LENGTH} characters`,
  },
  limitInvalid: {
    code: 'mail.limit_invalid',
    message: `Limit must be a whole number from 1 to ${MAIL_PAGE_MAX}`,
  },
  cursorInvalid: { code: 'mail.cursor_invalid', message: 'Invalid page cursor' },
} as const satisfies ErrorCatalogue;
const E = MailErrors;

/**
 * `unreadCount` is the number of unread mails the label's filter returns (so `all` counts unread mail in
 * every folder, trash and spam included).
 */
export const mailLabelSchema = z
  .object({
    id: z.string(),
    type: z.enum(['system', 'custom']),
    name: z.string(),
    unreadCount: z.number().int().min(0),
    /** Custom labels only. */
    color: z.string().optional(),
  })
  .meta({ id: 'MailLabel' });
export type MailLabel = z.infer<typeof mailLabelSchema>;

export const mailAddressSchema = z
  .object({ name: z.string(), email: z.string(), avatar: z.string() })
  .meta({ id: 'MailAddress' });
export type MailAddress = z.infer<typeof mailAddressSchema>;

const customLabelName = z.enum(customLabelNames, { error: MailErrors.unknownCustomLabel.code });
/** How a draft answers another of the user's mails: a reply (to its sender, or to all) or a forward. */
export const draftAnswerKinds = ['reply', 'replyAll', 'forward'] as const;
export type DraftAnswerKind = (typeof draftAnswerKinds)[number];

const mailFolder = z.enum(mailFolders, { error: MailErrors.unknownFolder.code });

export const mailSchema = z
  .object({
    id: z.string(),
    /** Custom label ids. */
    labelIds: z.array(customLabelName),
    folder: mailFolder,
    isImportant: z.boolean(),
    isStarred: z.boolean(),
    isUnread: z.boolean(),
    subject: z.string(),
    /** HTML; clients sanitise it before showing it. */
    message: z.string(),
    createdAt: isoDateTime,
    /** Attachment URLs. */
    files: z.array(z.string()),
    from: mailAddressSchema,
    to: z.array(mailAddressSchema),
    /** Only on a draft written as a reply or forward: the mail it answers or passes on. */
    answers: z.object({ mailId: z.string(), kind: z.enum(draftAnswerKinds) }).optional(),
  })
  .meta({ id: 'Mail' });
export type Mail = z.infer<typeof mailSchema>;

export const labelsResponseSchema = z
  .object({ labels: z.array(mailLabelSchema) })
  .meta({ id: 'MailLabelsResponse' });
export type LabelsResponse = z.infer<typeof labelsResponseSchema>;

/** Where the next page of the list starts: the last mail of this page, `createdAt|id`. */
export interface MailCursor {
  createdAt: string;
  id: string;
}
export const encodeMailCursor = ({ createdAt, id }: MailCursor): string => `${createdAt}|${id}`;
/** The cursor `text` names, or undefined when it is none the server gave. */
export function decodeMailCursor(text: string): MailCursor | undefined {
  const bar = text.indexOf('|');
  if (bar < 0) return undefined;
  const createdAt = text.slice(0, bar);
  const id = text.slice(bar + 1);
  if (id === '' || !isoDateTime.safeParse(createdAt).success) return undefined;
  return { createdAt, id };
}

/**
 * Mails newest first. `systemLabel` filters by folder or flag (`all`: no filter), `customLabel` by label name;
 * given both, a mail must match both; given neither, every mail is returned. `search` keeps the mails whose
 * subject, sender name, sender email or text holds it, in any case. One page of `limit` mails; `nextCursor`
 * of the answer asks for the next page (null: this was the last).
 */
export const mailsQuerySchema = z.object({
  systemLabel: z.enum(systemLabelNames, { error: E.unknownSystemLabel.code }).optional(),
  customLabel: customLabelName.optional(),
  search: z
    .string({ error: E.searchTooLong.code })
    .trim()
    .max(MAIL_SEARCH_MAX_LENGTH, E.searchTooLong.code)
    .default(''),
  limit: queryInteger({ min: 1, max: MAIL_PAGE_MAX, default: MAIL_PAGE_DEFAULT }, E.limitInvalid.code),
  cursor: z
    .string({ error: E.cursorInvalid.code })
    .max(2 * MAIL_RECIPIENT_MAX_LENGTH, E.cursorInvalid.code)
    .refine((text) => decodeMailCursor(text) !== undefined, E.cursorInvalid.code)
    .optional(),
});
/** What a client sends (every field optional). */
export type MailsQuery = z.input<typeof mailsQuerySchema>;
export type ParsedMailsQuery = z.output<typeof mailsQuerySchema>;

export const mailsResponseSchema = z
  .object({ mails: z.array(mailSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'MailsResponse' });
export type MailsResponse = z.infer<typeof mailsResponseSchema>;

const mailId = z.string({ error: E.mailIdRequired.code }).trim().min(1, E.mailIdRequired.code);

export const mailQuerySchema = z.object({ mailId });
export type MailQuery = z.infer<typeof mailQuerySchema>;

export const mailResponseSchema = z.object({ mail: mailSchema }).meta({ id: 'MailResponse' });
export type MailResponse = z.infer<typeof mailResponseSchema>;

const distinctLabels = z
  .array(customLabelName)
  .refine((ids) => new Set(ids).size === ids.length, E.labelsDistinct.code);

export const mailChangesSchema = z
  .object({
    isUnread: z.boolean().optional(),
    isStarred: z.boolean().optional(),
    isImportant: z.boolean().optional(),
    folder: mailFolder.optional(),
    /** The custom labels the mail has from now on. */
    labelIds: distinctLabels.optional(),
    /** Labels put on (kept once when already there) and taken off: for mails whose labels differ. */
    addLabelIds: distinctLabels.optional(),
    removeLabelIds: distinctLabels.optional(),
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), E.nothingToUpdate.code)
  .refine(
    (changes) =>
      changes.labelIds === undefined || (changes.addLabelIds ?? changes.removeLabelIds) === undefined,
    { path: ['labelIds'], message: E.labelsSetOrChange.code },
  )
  .refine(
    (changes) => !(changes.addLabelIds ?? []).some((label) => (changes.removeLabelIds ?? []).includes(label)),
    { path: ['removeLabelIds'], message: E.labelAddedAndRemoved.code },
  )
  .meta({ id: 'MailChanges' });
export type MailChanges = z.infer<typeof mailChangesSchema>;

/** Marks read or unread, stars, flags important, moves to a folder or relabels one of the user's mails. */
export const updateMailRequestSchema = z
  .object({ mailId, updateMail: mailChangesSchema })
  .meta({ id: 'UpdateMailRequest' });
export type UpdateMailRequest = z.infer<typeof updateMailRequestSchema>;

const mailIdRules = {
  id: mailId,
  max: MAIL_BULK_MAX,
  required: E.mailIdsRequired.code,
  tooMany: E.tooManyMailIds.code,
};

/**
 * The same changes to several of the user's mails at once: all or nothing (one unknown id and none changes).
 * Answers the changed mails in the order asked (an id named twice counts once).
 */
export const updateMailsRequestSchema = idListRequestSchema('mailIds', mailIdRules)
  .extend({ updateMail: mailChangesSchema })
  .meta({ id: 'UpdateMailsRequest' });
export type UpdateMailsRequest = z.input<typeof updateMailsRequestSchema>;

export const updateMailsResponseSchema = z
  .object({ mails: z.array(mailSchema) })
  .meta({ id: 'UpdateMailsResponse' });
export type UpdateMailsResponse = z.infer<typeof updateMailsResponseSchema>;

/** Deletes mails of the trash forever: all or nothing (each must be the user's and in the trash). */
export const deleteMailsRequestSchema = idListRequestSchema('mailIds', mailIdRules).meta({
  id: 'DeleteMailsRequest',
});
export type DeleteMailsRequest = z.input<typeof deleteMailsRequestSchema>;

export const deleteMailsResponseSchema = idListResponseSchema('mailIds').meta({ id: 'DeleteMailsResponse' });
export type DeleteMailsResponse = z.infer<typeof deleteMailsResponseSchema>;

// Writing mail.

/** An account of the workspace, by its id or its email address. */
const recipient = z
  .string({ error: E.recipientInvalid.code })
  .trim()
  .min(1, E.recipientInvalid.code)
  .max(MAIL_RECIPIENT_MAX_LENGTH, E.recipientInvalid.code);
const someRecipients = z
  .array(recipient, { error: E.recipientsRequired.code })
  .min(1, E.recipientsRequired.code)
  .max(MAIL_MAX_RECIPIENTS, E.tooManyRecipients.code);
const subject = z
  .string({ error: E.subjectRequired.code })
  .trim()
  .min(1, E.subjectRequired.code)
  .max(MAIL_SUBJECT_MAX_LENGTH, E.subjectTooLong.code);
const anyMessage = z
  .string({ error: E.messageRequired.code })
  .max(MAIL_MESSAGE_MAX_LENGTH, E.messageTooLong.code);
/** Rich text (the editor's HTML, sanitized by the server) that shows something. */
const message = anyMessage.refine(htmlHasContent, E.messageRequired.code);
const files = z
  // Only this site's own uploads and images: a link elsewhere would make every reader's browser call it.
  .array(
    z
      .string({ error: E.attachmentInvalid.code })
      .max(IMAGE_URL_MAX_LENGTH, E.attachmentInvalid.code)
      .refine(isOwnImageUrl, E.attachmentInvalid.code),
    { error: E.attachmentInvalid.code },
  )
  .max(MAIL_MAX_ATTACHMENTS, E.tooManyAttachments.code)
  .default([]);

/** How a sent mail went: into workspace inboxes only, also out through SMTP, or only filed under Sent. */
export const sentMailDeliveries = ['workspace', 'smtp', 'filed'] as const;
export type SentMailDelivery = (typeof sentMailDeliveries)[number];

/**
 * A sent mail: the sender's copy under Sent, and how it went. `workspace`: every recipient is an account and got
 * it in their inbox. `smtp`: recipients outside the workspace (the sender of a contact message) got it through
 * SMTP. `filed`: recipients outside the workspace did not get it (no SMTP_URL, or the SMTP server refused it);
 * it is only filed under Sent.
 */
export const sentMailResponseSchema = z
  .object({ mail: mailSchema, delivery: z.enum(sentMailDeliveries) })
  .meta({ id: 'SentMailResponse' });
export type SentMailResponse = z.infer<typeof sentMailResponseSchema>;

/**
 * A new mail to accounts of the workspace: a copy under the sender's Sent, one unread in each recipient's inbox
 * (a recipient named twice gets one).
 */
export const newMailRequestSchema = z
  .object({ to: someRecipients, subject, message, files })
  .meta({ id: 'NewMailRequest' });
export type NewMailRequest = z.input<typeof newMailRequestSchema>;
export type ParsedNewMailRequest = z.output<typeof newMailRequestSchema>;

/**
 * A reply to one of the user's mails: to its sender (with `replyAll`, also to its other recipients but the user),
 * subject `Re: ...`, the original quoted below `message`. A sender outside the workspace gets it through SMTP.
 */
export const replyMailRequestSchema = z
  .object({ mailId, message, files, replyAll: z.boolean().default(false) })
  .meta({ id: 'ReplyMailRequest' });
export type ReplyMailRequest = z.input<typeof replyMailRequestSchema>;
export type ParsedReplyMailRequest = z.output<typeof replyMailRequestSchema>;

/** One of the user's mails to accounts of the workspace: subject `Fwd: ...`, its files kept, `message` above it. */
export const forwardMailRequestSchema = z
  .object({ mailId, to: someRecipients, message: anyMessage.default(''), files })
  .meta({ id: 'ForwardMailRequest' });
export type ForwardMailRequest = z.input<typeof forwardMailRequestSchema>;
export type ParsedForwardMailRequest = z.output<typeof forwardMailRequestSchema>;

/** What a saved draft answers: one of the user's mails, as a reply (to its sender, or to all) or a forward. */
export const draftAnswerSchema = z
  .object({ mailId, kind: z.enum(draftAnswerKinds, { error: E.unknownAnswerKind.code }) })
  .meta({ id: 'DraftAnswer' });
export type DraftAnswer = z.infer<typeof draftAnswerSchema>;

/**
 * Saves a draft: a new one without `mailId`, else that draft of the user's, replaced. Any part may still be
 * empty; recipients named must be accounts of the workspace. With `answers`, the draft is a reply or forward of
 * that mail: the server sets its subject (`Re:`/`Fwd:`) and a reply's recipients as the reply call would, and
 * sending it quotes the original (or passes it on with its files), as long as the original is still there.
 */
export const saveDraftRequestSchema = z
  .object({
    mailId: mailId.optional(),
    to: z
      .array(recipient, { error: E.recipientInvalid.code })
      .max(MAIL_MAX_RECIPIENTS, E.tooManyRecipients.code)
      .default([]),
    subject: z
      .string({ error: E.subjectTooLong.code })
      .trim()
      .max(MAIL_SUBJECT_MAX_LENGTH, E.subjectTooLong.code)
      .default(''),
    message: anyMessage.default(''),
    files,
    answers: draftAnswerSchema.optional(),
  })
  .meta({ id: 'SaveDraftRequest' });
export type SaveDraftRequest = z.input<typeof saveDraftRequestSchema>;
export type ParsedSaveDraftRequest = z.output<typeof saveDraftRequestSchema>;

/** One of the user's drafts: to send (it must have recipients, a subject and a message) or to delete. */
export const draftRequestSchema = z.object({ mailId }).meta({ id: 'DraftRequest' });
export type DraftRequest = z.infer<typeof draftRequestSchema>;

export const deleteDraftResponseSchema = z.object({ mailId: z.string() }).meta({ id: 'DeleteDraftResponse' });
export type DeleteDraftResponse = z.infer<typeof deleteDraftResponseSchema>;

const REPLY_PREFIX = /^\s*re\s*:/i;
const FORWARD_PREFIX = /^\s*(fwd?|fw)\s*:/i;

/** The subject of a reply: `Re: ` before the original's, unless it already starts so; within the maximum. */
export function replySubject(original: string): string {
  const trimmed = original.trim();
  return (REPLY_PREFIX.test(trimmed) ? trimmed : `Re: ${trimmed}`).slice(0, MAIL_SUBJECT_MAX_LENGTH).trim();
}

/** The subject of a forward: `Fwd: ` before the original's, unless it already starts so; within the maximum. */
export function forwardSubject(original: string): string {
  const trimmed = original.trim();
  return (FORWARD_PREFIX.test(trimmed) ? trimmed : `Fwd: ${trimmed}`)
    .slice(0, MAIL_SUBJECT_MAX_LENGTH)
    .trim();
}
