import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api';
import { changeBoard } from './get-kanban-board';
import { useErrorToast } from './use-error-toast';

/** A column is appended, replaced by id, removed by id; each once the server has it. */
export function useCreateKanbanColumn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post('/api/kanban/columns/new', { name }),
    onSuccess: ({ column }) => changeBoard(queryClient, (board) => ({ columns: [...board.columns, column] })),
    onError: useErrorToast(),
  });
}

export function useRenameKanbanColumn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ columnId, name }: { columnId: string; name: string }) =>
      api.post('/api/kanban/columns/update', { columnId, updateColumn: { name } }),
    onSuccess: ({ column }) =>
      changeBoard(queryClient, (board) => ({
        columns: board.columns.map((item) => (item.id === column.id ? { ...item, name: column.name } : item)),
      })),
    onError: useErrorToast(),
  });
}

export function useDeleteKanbanColumn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (columnId: string) => api.post('/api/kanban/columns/delete', { columnId }),
    onSuccess: ({ columnId }) =>
      changeBoard(queryClient, (board) => ({ columns: board.columns.filter((column) => column.id !== columnId) })),
    onError: useErrorToast(),
  });
}
