import { z } from 'zod';
import { isoDateTime } from './common';

export const COLUMN_NAME_MAX_LENGTH = 100;

export const KanbanValidation = {
  columnNameRequired: 'Column name is required',
  columnNameTooLong: `Column name must be at most ${COLUMN_NAME_MAX_LENGTH} characters`,
  columnIdRequired: 'Column id is required',
  columnUpdateRequired: 'The changes to the column are required',
} as const;

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
  })
  .meta({ id: 'KanbanCard' });
export type KanbanCard = z.infer<typeof kanbanCardSchema>;

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
  .string({ error: KanbanValidation.columnNameRequired })
  .trim()
  .min(1, KanbanValidation.columnNameRequired)
  .max(COLUMN_NAME_MAX_LENGTH, KanbanValidation.columnNameTooLong);

const columnId = z
  .string({ error: KanbanValidation.columnIdRequired })
  .min(1, KanbanValidation.columnIdRequired);

export const newKanbanColumnRequestSchema = z
  .object({ name: columnName })
  .meta({ id: 'NewKanbanColumnRequest' });
export type NewKanbanColumnRequest = z.infer<typeof newKanbanColumnRequestSchema>;

export const updateKanbanColumnRequestSchema = z
  .object({
    columnId,
    updateColumn: z.object({ name: columnName }, { error: KanbanValidation.columnUpdateRequired }),
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
