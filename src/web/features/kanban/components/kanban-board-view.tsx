import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mayChangeKanbanColumns, type KanbanBoard, type KanbanCard } from '@/contract/kanban';
import { useCreateKanbanColumn } from '@/web/features/kanban/api/column-mutations';
import { useMoveKanbanCard } from '@/web/features/kanban/api/move-kanban-card';
import { useAuth } from '@/web/lib/session/auth-store';
import { cardOrderOf, columnOf, type CardOrder } from './board-moves';
import { InlineNameField } from './inline-name-field';
import { KanbanCardFace } from './kanban-card-item';
import { COLUMN_WIDTH, KanbanColumnView } from './kanban-column-view';
import { AddIcon } from './kanban-icons';

/** A drag in progress (activeId set) or just dropped and waiting for the board to show the move. */
interface DragState {
  activeId: string | null;
  order: CardOrder;
  board: KanbanBoard;
}

interface KanbanBoardViewProps {
  board: KanbanBoard;
  onOpenCard(cardId: string): void;
}

/** The columns side by side (scrolling sideways), cards dragged within and across them by pointer or keyboard. */
export function KanbanBoardView({ board, onOpenCard }: KanbanBoardViewProps) {
  const { t } = useTranslation();
  const [drag, setDrag] = useState<DragState | null>(null);
  const [addingColumn, setAddingColumn] = useState(false);
  const lastDrop = useRef(0);
  const moveCard = useMoveKanbanCard();
  const createColumn = useCreateKanbanColumn();
  // Only admins add, rename and delete columns; everyone adds and moves cards.
  const user = useAuth((state) => state.user);
  const canManageColumns = user ? mayChangeKanbanColumns(user) : false;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );

  const cards = useMemo(() => new Map(board.columns.flatMap((column) => column.cards).map((card) => [card.id, card])), [board]);
  // After a drop the local order shows until the board itself shows the move (or anything newer).
  const settled = drag !== null && drag.activeId === null && drag.board !== board;
  const order = drag && !settled ? drag.order : cardOrderOf(board);
  const nameOf = (id: UniqueIdentifier) => cards.get(String(id))?.name ?? board.columns.find((column) => column.id === id)?.name ?? '';
  const columnName = (columnId: string | undefined) => board.columns.find((column) => column.id === columnId)?.name ?? '';

  const start = ({ active }: DragStartEvent) => setDrag({ activeId: String(active.id), order: cardOrderOf(board), board });

  const over = ({ active, over: target }: DragOverEvent) => {
    if (!drag || !target) return;
    const from = columnOf(drag.order, String(active.id));
    const to = columnOf(drag.order, String(target.id));
    if (!from || !to || from === to) return;
    const toCards = drag.order[to]!;
    const overIndex = toCards.indexOf(String(target.id));
    const index = overIndex < 0 ? toCards.length : overIndex;
    setDrag({
      ...drag,
      order: {
        ...drag.order,
        [from]: drag.order[from]!.filter((id) => id !== active.id),
        [to]: [...toCards.slice(0, index), String(active.id), ...toCards.slice(index)],
      },
    });
  };

  const end = ({ active, over: target }: DragEndEvent) => {
    lastDrop.current = Date.now();
    if (!drag) return;
    const cardId = String(active.id);
    const columnId = columnOf(drag.order, cardId);
    if (!target || !columnId) return setDrag(null);
    let finalOrder = drag.order;
    const ids = drag.order[columnId]!;
    const overIndex = ids.indexOf(String(target.id));
    if (overIndex >= 0) finalOrder = { ...drag.order, [columnId]: arrayMove(ids, ids.indexOf(cardId), overIndex) };
    const index = finalOrder[columnId]!.indexOf(cardId);
    const before = cardOrderOf(board);
    if (before[columnId]?.indexOf(cardId) === index) return setDrag(null);
    setDrag({ activeId: null, order: finalOrder, board });
    moveCard.mutate({ cardId, columnId, index });
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('kanban.dnd.pickedUp', { name: nameOf(active.id) }),
    onDragOver: ({ active, over: target }) =>
      target ? t('kanban.dnd.over', { name: nameOf(active.id), column: columnName(columnOf(order, String(target.id))) }) : undefined,
    onDragEnd: ({ active, over: target }) =>
      target ? t('kanban.dnd.dropped', { name: nameOf(active.id), column: columnName(columnOf(order, String(target.id))) }) : undefined,
    onDragCancel: ({ active }) => t('kanban.dnd.cancelled', { name: nameOf(active.id) }),
  };

  const open = (cardId: string) => {
    if (Date.now() - lastDrop.current > 250) onOpenCard(cardId);
  };
  const activeCard = drag?.activeId ? cards.get(drag.activeId) : undefined;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={start}
      onDragOver={over}
      onDragEnd={end}
      onDragCancel={() => setDrag(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('kanban.dnd.instructions') } }}
    >
      <Stack direction="row" sx={{ gap: 3, overflowX: 'auto', pb: 2, alignItems: 'flex-start' }} data-testid="kanban-board">
        {board.columns.map((column) => (
          <KanbanColumnView
            key={column.id}
            column={column}
            cards={(order[column.id] ?? []).map((id) => cards.get(id)).filter((card): card is KanbanCard => Boolean(card))}
            onOpenCard={open}
            canManageColumn={canManageColumns}
          />
        ))}
        {canManageColumns && (
          <Paper variant="outlined" sx={{ width: COLUMN_WIDTH, flexShrink: 0, p: 2, borderRadius: 2, borderStyle: 'dashed' }}>
            {addingColumn ? (
              <InlineNameField
                label={t('kanban.columnName')}
                onSubmit={(name) => {
                  createColumn.mutate(name);
                  setAddingColumn(false);
                }}
                onCancel={() => setAddingColumn(false)}
              />
            ) : (
              <Button fullWidth size="large" color="inherit" startIcon={<AddIcon />} onClick={() => setAddingColumn(true)}>
                {t('kanban.addColumn')}
              </Button>
            )}
          </Paper>
        )}
      </Stack>
      <DragOverlay>{activeCard ? <KanbanCardFace card={activeCard} sx={{ cursor: 'grabbing', boxShadow: 8 }} /> : null}</DragOverlay>
    </DndContext>
  );
}
