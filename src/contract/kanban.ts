import { messagesOf, type ErrorCatalogue } from './errors';
import { z } from 'zod';
import { isoDateTime } from './common';
import { IMAGE_URL_MAX_LENGTH, isOwnImageUrl } from './own-images';

export const COLUMN_NAME_MAX_LENGTH = 100;

export const KanbanErrors = {
  columnNameRequired: { code: 'kanban.column_name_required', message: 'Column name is required' },
  columnNameTooLong: {
    code: 'kanban.column_name_too_long',
    message: `Column name must be at most ${COLUMN_NAME_MAX_LENGTH} characters`,
  },
  columnIdRequired: { code: 'kanban.column_id_required', message: 'Column id is required' },
  columnUpdateRequired: {
    code: 'kanban.column_update_required',
    message: 'The changes to the column are required',
  },
} as const satisfies ErrorCatalogue;
export const KanbanValidation = messagesOf(KanbanErrors);

export const kanbanCommentTypes = ['text', 'image'] as const;
export type KanbanCommentType = (typeof kanbanCommentTypes)[number];

export const kanbanAssigneeSchema = z
  .object({ id: z.string(), avatar: z.string(), name: z.string() })
  .meta({ id: 'KanbanAssignee' });
export type KanbanAssignee = z.infer<typeof kanbanAssigneeSchema>;

export const kanbanCommentSchema = z
  .object({
    id: z.string(),
    avatar: z.string(),
    name: z.string(),
    createdAt: isoDateTime,
    messageType: z.enum(kanbanCommentTypes),
    /** The text, or the image URL when messageType is 'image'. */
    message: z.string(),
  })
  .meta({ id: 'KanbanComment' });
export type KanbanComment = z.infer<typeof kanbanCommentSchema>;

export const kanbanCardSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    due: isoDateTime.nullable(),
    columnId: z.string(),
    completed: z.boolean(),
    attachments: z.array(z.string()),
    assignee: z.array(kanbanAssigneeSchema),
    comments: z.array(kanbanCommentSchema),
    /** The account that created the card (null once that account is deleted). */
    createdBy: z.string().nullable(),
  })
  .meta({ id: 'KanbanCard' });
export type KanbanCard = z.infer<typeof kanbanCardSchema>;

/** Columns are added, renamed and deleted by admins only. */
export const mayChangeKanbanColumns = (user: { role: string }): boolean => user.role === 'admin';

/**
 * Who may edit or delete a card: its creator, one of its assignees or an admin. Anyone signed in may
 * create a card, move any card and comment on any card.
 */
export function mayChangeKanbanCard(
  card: Pick<KanbanCard, 'createdBy' | 'assignee'>,
  user: { id: string; role: string },
): boolean {
  return (
    user.role === 'admin' ||
    (card.createdBy !== null && card.createdBy === user.id) ||
    card.assignee.some((assignee) => assignee.id === user.id)
  );
}

/** A column with its cards in board order. */
export const kanbanColumnSchema = z
  .object({ id: z.string(), name: z.string(), cards: z.array(kanbanCardSchema) })
  .meta({ id: 'KanbanColumn' });
export type KanbanColumn = z.infer<typeof kanbanColumnSchema>;

/** The one board of the workspace: its columns in order. */
export const kanbanBoardSchema = z
  .object({ columns: z.array(kanbanColumnSchema) })
  .meta({ id: 'KanbanBoard' });
export type KanbanBoard = z.infer<typeof kanbanBoardSchema>;

const columnName = z
  .string({ error: KanbanErrors.columnNameRequired.code })
  .trim()
  .min(1, KanbanErrors.columnNameRequired.code)
  .max(COLUMN_NAME_MAX_LENGTH, KanbanErrors.columnNameTooLong.code);

const columnId = z
  .string({ error: KanbanErrors.columnIdRequired.code })
  .min(1, KanbanErrors.columnIdRequired.code);

export const newKanbanColumnRequestSchema = z
  .object({ name: columnName })
  .meta({ id: 'NewKanbanColumnRequest' });
export type NewKanbanColumnRequest = z.infer<typeof newKanbanColumnRequestSchema>;

export const updateKanbanColumnRequestSchema = z
  .object({
    columnId,
    updateColumn: z.object({ name: columnName }, { error: KanbanErrors.columnUpdateRequired.code }),
  })
  .meta({ id: 'UpdateKanbanColumnRequest' });
export type UpdateKanbanColumnRequest = z.infer<typeof updateKanbanColumnRequestSchema>;

export const deleteKanbanColumnRequestSchema = z
  .object({ columnId })
  .meta({ id: 'DeleteKanbanColumnRequest' });
export type DeleteKanbanColumnRequest = z.infer<typeof deleteKanbanColumnRequestSchema>;

export const kanbanBoardResponseSchema = z
  .object({ board: kanbanBoardSchema })
  .meta({ id: 'KanbanBoardResponse' });
export type KanbanBoardResponse = z.infer<typeof kanbanBoardResponseSchema>;

export const kanbanColumnResponseSchema = z
  .object({ column: kanbanColumnSchema })
  .meta({ id: 'KanbanColumnResponse' });
export type KanbanColumnResponse = z.infer<typeof kanbanColumnResponseSchema>;

export const deleteKanbanColumnResponseSchema = z
  .object({ columnId: z.string() })
  .meta({ id: 'DeleteKanbanColumnResponse' });
export type DeleteKanbanColumnResponse = z.infer<typeof deleteKanbanColumnResponseSchema>;

// ---- Cards (created, edited, moved and deleted on the server) ----

export const CARD_NAME_MAX_LENGTH = 255;
export const CARD_DESCRIPTION_MAX_LENGTH = 5000;
export const CARD_MAX_ATTACHMENTS = 20;
export const CARD_MAX_ASSIGNEES = 20;
export const COMMENT_MAX_LENGTH = 2000;

export const KanbanCardErrors = {
  cardIdRequired: { code: 'kanban.card_id_required', message: 'Card id is required' },
  cardNameRequired: { code: 'kanban.card_name_required', message: 'Card name is required' },
  cardNameTooLong: {
    code: 'kanban.card_name_too_long',
    message: `Card name must be at most ${CARD_NAME_MAX_LENGTH} characters`,
  },
  descriptionInvalid: { code: 'kanban.description_invalid', message: 'Description must be text' },
  descriptionTooLong: {
    code: 'kanban.description_too_long',
    message: `Description must be at most ${CARD_DESCRIPTION_MAX_LENGTH} characters`,
  },
  dueInvalid: { code: 'kanban.due_invalid', message: 'Due date must be an ISO-8601 date-time or null' },
  completedInvalid: { code: 'kanban.completed_invalid', message: 'Completed must be true or false' },
  assigneesInvalid: { code: 'kanban.assignees_invalid', message: 'Assignees must be a list of account ids' },
  tooManyAssignees: { code: 'kanban.too_many_assignees', message: `At most ${CARD_MAX_ASSIGNEES} assignees` },
  attachmentsInvalid: {
    code: 'kanban.attachments_invalid',
    message: 'Attachments must be a list of image addresses',
  },
  tooManyAttachments: {
    code: 'kanban.too_many_attachments',
    message: `At most ${CARD_MAX_ATTACHMENTS} attachments`,
  },
  imageUrlInvalid: {
    code: 'kanban.image_url_invalid',
    message: 'Must be an image of this site: an address under /images/ or /uploads/',
  },
  cardUpdateRequired: {
    code: 'kanban.card_update_required',
    message: 'The changes to the card are required',
  },
  indexInvalid: { code: 'kanban.index_invalid', message: 'Index must be a whole number of at least 0' },
  commentRequired: { code: 'kanban.comment_required', message: 'Comment is required' },
  commentTooLong: {
    code: 'kanban.comment_too_long',
    message: `Comment must be at most ${COMMENT_MAX_LENGTH} characters`,
  },
  messageTypeInvalid: { code: 'kanban.message_type_invalid', message: 'Message type must be text or image' },
  cardNotFound: { code: 'kanban.card_not_found', message: 'Card not found' },
  assigneeNotFound: { code: 'kanban.assignee_not_found', message: 'Assignee not found' },
} as const satisfies ErrorCatalogue;
export const KanbanCardValidation = messagesOf(KanbanCardErrors);

/** Errors of the card endpoints besides the validation above. */
export const KanbanMessage = {
  cardNotFound: KanbanCardErrors.cardNotFound.message,
  assigneeNotFound: KanbanCardErrors.assigneeNotFound.message,
};

// Only this server's own images and uploads: a link elsewhere would make every viewer's browser call that host.
const imageUrl = z
  .string({ error: KanbanCardErrors.imageUrlInvalid.code })
  .trim()
  .max(IMAGE_URL_MAX_LENGTH, KanbanCardErrors.imageUrlInvalid.code)
  .refine(isOwnImageUrl, KanbanCardErrors.imageUrlInvalid.code);

const cardId = z
  .string({ error: KanbanCardErrors.cardIdRequired.code })
  .min(1, KanbanCardErrors.cardIdRequired.code);

const cardFields = {
  name: z
    .string({ error: KanbanCardErrors.cardNameRequired.code })
    .trim()
    .min(1, KanbanCardErrors.cardNameRequired.code)
    .max(CARD_NAME_MAX_LENGTH, KanbanCardErrors.cardNameTooLong.code),
  description: z
    .string({ error: KanbanCardErrors.descriptionInvalid.code })
    .max(CARD_DESCRIPTION_MAX_LENGTH, KanbanCardErrors.descriptionTooLong.code),
  due: z.iso
    .datetime({ offset: true, error: KanbanCardErrors.dueInvalid.code })
    .transform((value) => new Date(value).toISOString())
    .nullable(),
  completed: z.boolean({ error: KanbanCardErrors.completedInvalid.code }),
  /** Accounts of the workspace; the server stores each one's name and avatar with the card. */
  assigneeIds: z
    .array(
      z
        .string({ error: KanbanCardErrors.assigneesInvalid.code })
        .min(1, KanbanCardErrors.assigneesInvalid.code),
      {
        error: KanbanCardErrors.assigneesInvalid.code,
      },
    )
    .max(CARD_MAX_ASSIGNEES, KanbanCardErrors.tooManyAssignees.code)
    .transform((ids) => [...new Set(ids)]),
  attachments: z
    .array(imageUrl, { error: KanbanCardErrors.attachmentsInvalid.code })
    .max(CARD_MAX_ATTACHMENTS, KanbanCardErrors.tooManyAttachments.code),
};

/** A new card goes to the end of its column. */
export const newKanbanCardRequestSchema = z
  .object({
    columnId,
    name: cardFields.name,
    description: cardFields.description.default(''),
    due: cardFields.due.default(null),
    completed: cardFields.completed.default(false),
    assigneeIds: cardFields.assigneeIds.default([]),
    attachments: cardFields.attachments.default([]),
  })
  .meta({ id: 'NewKanbanCardRequest' });
export type NewKanbanCardInput = z.input<typeof newKanbanCardRequestSchema>;
export type NewKanbanCardRequest = z.output<typeof newKanbanCardRequestSchema>;

export const kanbanCardPatchSchema = z
  .object(cardFields, { error: KanbanCardErrors.cardUpdateRequired.code })
  .partial()
  .meta({ id: 'KanbanCardPatch' });
export type KanbanCardPatchInput = z.input<typeof kanbanCardPatchSchema>;
export type KanbanCardPatch = z.output<typeof kanbanCardPatchSchema>;

/** Only the given fields change. */
export const updateKanbanCardRequestSchema = z
  .object({ cardId, updateCard: kanbanCardPatchSchema })
  .meta({ id: 'UpdateKanbanCardRequest' });
export type UpdateKanbanCardInput = z.input<typeof updateKanbanCardRequestSchema>;

/**
 * Puts a card into `columnId` (its own or another) so that it ends up at `index` among that column's
 * cards (0 = first; past the end = last). The answer is the whole board as stored after the move.
 */
export const moveKanbanCardRequestSchema = z
  .object({
    cardId,
    columnId,
    index: z
      .number({ error: KanbanCardErrors.indexInvalid.code })
      .int(KanbanCardErrors.indexInvalid.code)
      .min(0, KanbanCardErrors.indexInvalid.code),
  })
  .meta({ id: 'MoveKanbanCardRequest' });
export type MoveKanbanCardRequest = z.infer<typeof moveKanbanCardRequestSchema>;

export const deleteKanbanCardRequestSchema = z.object({ cardId }).meta({ id: 'DeleteKanbanCardRequest' });
export type DeleteKanbanCardRequest = z.infer<typeof deleteKanbanCardRequestSchema>;

/** A comment by the signed-in user: text, or an image address when messageType is 'image'. */
export const newKanbanCommentRequestSchema = z
  .object({
    cardId,
    messageType: z
      .enum(kanbanCommentTypes, { error: KanbanCardErrors.messageTypeInvalid.code })
      .default('text'),
    message: z
      .string({ error: KanbanCardErrors.commentRequired.code })
      .trim()
      .min(1, KanbanCardErrors.commentRequired.code)
      .max(COMMENT_MAX_LENGTH, KanbanCardErrors.commentTooLong.code),
  })
  .refine((value) => value.messageType !== 'image' || isOwnImageUrl(value.message), {
    path: ['message'],
    message: KanbanCardErrors.imageUrlInvalid.code,
    when: (payload) => payload.issues.length === 0,
  })
  .meta({ id: 'NewKanbanCommentRequest' });
export type NewKanbanCommentInput = z.input<typeof newKanbanCommentRequestSchema>;
export type NewKanbanCommentRequest = z.output<typeof newKanbanCommentRequestSchema>;

export const kanbanCardResponseSchema = z
  .object({ card: kanbanCardSchema })
  .meta({ id: 'KanbanCardResponse' });
export type KanbanCardResponse = z.infer<typeof kanbanCardResponseSchema>;

export const deleteKanbanCardResponseSchema = z
  .object({ cardId: z.string() })
  .meta({ id: 'DeleteKanbanCardResponse' });
export type DeleteKanbanCardResponse = z.infer<typeof deleteKanbanCardResponseSchema>;
