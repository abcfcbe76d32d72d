import { describe, expect, it } from 'vitest';
import type { KanbanBoard, KanbanCard } from '@/contract/kanban';
import { cardOrderOf, columnOf, moveCardInBoard } from './board-moves';

const card = (id: string, columnId: string): KanbanCard => ({
  id, name: id, description: '', due: null, columnId, completed: false, attachments: [], assignee: [], comments: [],
  createdBy: null,
});
const board: KanbanBoard = {
  columns: [
    { id: 'a', name: 'A', cards: [card('1', 'a'), card('2', 'a'), card('3', 'a')] },
    { id: 'b', name: 'B', cards: [card('4', 'b')] },
  ],
};

describe('board moves', () => {
  it('moves a card within its column', () => {
    expect(cardOrderOf(moveCardInBoard(board, '1', 'a', 2))).toEqual({ a: ['2', '3', '1'], b: ['4'] });
  });
  it('moves a card to another column, clamping the index, and sets its column', () => {
    const moved = moveCardInBoard(board, '2', 'b', 9);
    expect(cardOrderOf(moved)).toEqual({ a: ['1', '3'], b: ['4', '2'] });
    expect(moved.columns[1]!.cards[1]!.columnId).toBe('b');
  });
  it('finds the column of a card or of a column id', () => {
    const order = cardOrderOf(board);
    expect(columnOf(order, '4')).toBe('b');
    expect(columnOf(order, 'a')).toBe('a');
    expect(columnOf(order, 'x')).toBeUndefined();
  });
});
