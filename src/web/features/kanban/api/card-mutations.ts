import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  KanbanCardPatchInput,
  KanbanCardResponse,
  NewKanbanCardInput,
  NewKanbanCommentInput,
} from '@/contract/kanban';
import { api } from '@/web/lib/api';
import { replaceCardInBoard } from '@/web/features/kanban/components/board-moves';
import { changeBoard } from './get-kanban-board';
import { useErrorToast } from './use-error-toast';

/** Puts the stored card where it belongs on the cached board. */
function useReplaceCard() {
  const queryClient = useQueryClient();
  return ({ card }: KanbanCardResponse) => changeBoard(queryClient, (board) => replaceCardInBoard(board, card));
}

export function useCreateKanbanCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: NewKanbanCardInput) => api.post('/api/kanban/cards/new', card),
    onSuccess: ({ card }) =>
      changeBoard(queryClient, (board) => ({
        columns: board.columns.map((column) => (column.id === card.columnId ? { ...column, cards: [...column.cards, card] } : column)),
      })),
    onError: useErrorToast(),
  });
}

export function useUpdateKanbanCard() {
  return useMutation({
    mutationFn: ({ cardId, patch }: { cardId: string; patch: KanbanCardPatchInput }) =>
      api.post('/api/kanban/cards/update', { cardId, updateCard: patch }),
    onSuccess: useReplaceCard(),
    onError: useErrorToast(),
  });
}

export function useAddKanbanComment() {
  return useMutation({
    mutationFn: (comment: NewKanbanCommentInput) => api.post('/api/kanban/comments/new', comment),
    onSuccess: useReplaceCard(),
    onError: useErrorToast(),
  });
}

export function useDeleteKanbanCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) => api.post('/api/kanban/cards/delete', { cardId }),
    onSuccess: ({ cardId }) =>
      changeBoard(queryClient, (board) => ({
        columns: board.columns.map((column) => ({ ...column, cards: column.cards.filter((card) => card.id !== cardId) })),
      })),
    onError: useErrorToast(),
  });
}
