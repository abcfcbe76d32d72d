import type { Flag } from '@/server/db/columns';

/** The columns of the workspace's one board (shared by all accounts), ordered by position. */
export interface KanbanColumnsTable {
  id: string;
  name: string;
  /** Sparse integer order (steps of POSITION_STEP), so an item can go between two without renumbering. */
  position: number;
  created_at: string;
}

export interface KanbanCardsTable {
  id: string;
  /** Deleting a column deletes its cards (foreign key, on delete cascade). */
  column_id: string;
  /** Order within the column, sparse like the columns'. */
  position: number;
  name: string;
  description: string;
  /** ISO text or null. */
  due: string | null;
  completed: Flag;
  /** JSON string[] of URLs. */
  attachments: string;
  /** JSON KanbanAssignee[]: a snapshot of each assigned member (id, avatar, name). */
  assignee: string;
  /** JSON KanbanComment[]. */
  comments: string;
  created_at: string;
  updated_at: string;
  /** The account that created the card; null once it is deleted. */
  created_by: string | null;
}

export interface KanbanTables {
  kanban_columns: KanbanColumnsTable;
  kanban_cards: KanbanCardsTable;
}
