import type { KanbanBoard, KanbanCard } from '@/contract/kanban';

/** Card ids per column id, in board order: what the drag and drop works on. */
export type CardOrder = Record<string, string[]>;

export const cardOrderOf = (board: KanbanBoard): CardOrder =>
  Object.fromEntries(board.columns.map((column) => [column.id, column.cards.map((card) => card.id)]));

/** The column holding `id`, which is a card id or a column id. */
export function columnOf(order: CardOrder, id: string): string | undefined {
  if (id in order) return id;
  return Object.keys(order).find((columnId) => order[columnId]!.includes(id));
}

/** The same board with `cardId` taken out of its column and put at `index` of `columnId`. */
export function moveCardInBoard(board: KanbanBoard, cardId: string, columnId: string, index: number): KanbanBoard {
  const card = board.columns.flatMap((column) => column.cards).find((item) => item.id === cardId);
  if (!card) return board;
  const moved: KanbanCard = { ...card, columnId };
  return {
    columns: board.columns.map((column) => {
      const cards = column.cards.filter((item) => item.id !== cardId);
      if (column.id === columnId) cards.splice(Math.min(index, cards.length), 0, moved);
      return { ...column, cards };
    }),
  };
}

/** Replaces the card with the same id wherever it is. */
export const replaceCardInBoard = (board: KanbanBoard, card: KanbanCard): KanbanBoard => ({
  columns: board.columns.map((column) => ({
    ...column,
    cards: column.cards.map((item) => (item.id === card.id ? card : item)),
  })),
});

export const findCard = (board: KanbanBoard | undefined, cardId: string | null): KanbanCard | undefined =>
  board?.columns.flatMap((column) => column.cards).find((card) => card.id === cardId);
