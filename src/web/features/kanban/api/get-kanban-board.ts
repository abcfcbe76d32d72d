import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { KanbanBoard, KanbanBoardResponse } from '@/contract/kanban';
import { api } from '@/web/lib/api';
import { kanbanBoardQueryKey } from '@/web/lib/shared-query-keys';

export function getKanbanBoard(): Promise<KanbanBoardResponse> {
  return api.get('/api/kanban/board');
}

/** The workspace board: columns in order, each with its cards in order. */
export function useKanbanBoard() {
  return useQuery({ queryKey: kanbanBoardQueryKey, queryFn: getKanbanBoard, select: (data) => data.board });
}

export function changeBoard(queryClient: QueryClient, change: (board: KanbanBoard) => KanbanBoard) {
  queryClient.setQueryData<KanbanBoardResponse>(kanbanBoardQueryKey, (current) =>
    current ? { board: change(current.board) } : current,
  );
}
