import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KanbanBoardResponse, MoveKanbanCardRequest } from '@/contract/kanban';
import { api } from '@/web/lib/api';
import { moveCardInBoard } from '@/web/features/kanban/components/board-moves';
import { kanbanBoardQueryKey } from '@/web/lib/shared-query-keys';
import { changeBoard } from './get-kanban-board';
import { useErrorToast } from './use-error-toast';

const moveMutationKey = ['kanban', 'move'] as const;

/**
 * The card moves on screen at once. The answer is the board as stored (others' moves included); it is
 * shown once no other move of ours is still on its way, so a late answer never undoes a newer move.
 * A refused move puts the board back and says why.
 */
export function useMoveKanbanCard() {
  const queryClient = useQueryClient();
  const toast = useErrorToast();
  return useMutation({
    mutationKey: moveMutationKey,
    mutationFn: (move: MoveKanbanCardRequest) => api.post('/api/kanban/cards/move', move),
    onMutate: async ({ cardId, columnId, index }) => {
      await queryClient.cancelQueries({ queryKey: kanbanBoardQueryKey });
      const previous = queryClient.getQueryData<KanbanBoardResponse>(kanbanBoardQueryKey);
      changeBoard(queryClient, (board) => moveCardInBoard(board, cardId, columnId, index));
      return { previous };
    },
    onSuccess: (answer) => {
      if (queryClient.isMutating({ mutationKey: moveMutationKey }) <= 1) queryClient.setQueryData(kanbanBoardQueryKey, answer);
    },
    onError: (error, _move, snapshot) => {
      if (snapshot?.previous) queryClient.setQueryData(kanbanBoardQueryKey, snapshot.previous);
      toast(error);
      void queryClient.invalidateQueries({ queryKey: kanbanBoardQueryKey });
    },
  });
}
