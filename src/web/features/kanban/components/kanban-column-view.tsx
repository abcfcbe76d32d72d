import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KanbanCard, KanbanColumn } from '@/contract/kanban';
import { useCreateKanbanCard } from '@/web/features/kanban/api/card-mutations';
import { useDeleteKanbanColumn, useRenameKanbanColumn } from '@/web/features/kanban/api/column-mutations';
import { InlineNameField } from './inline-name-field';
import { KanbanCardItem } from './kanban-card-item';
import { KanbanColumnHeader } from './kanban-column-header';
import { AddIcon } from './kanban-icons';

export const COLUMN_WIDTH = 280;

interface KanbanColumnViewProps {
  column: KanbanColumn;
  /** The cards to show, in order (during a drag: where they are being dragged). */
  cards: KanbanCard[];
  onOpenCard(cardId: string): void;
  /** The signed-in user may rename and delete the column (admins). */
  canManageColumn: boolean;
}

/** One column: its header, its cards (a drop target even when empty) and "Add card". */
export function KanbanColumnView({ column, cards, onOpenCard, canManageColumn }: KanbanColumnViewProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [adding, setAdding] = useState(false);
  const { setNodeRef } = useDroppable({ id: column.id });
  const renameColumn = useRenameKanbanColumn();
  const deleteColumn = useDeleteKanbanColumn();
  const createCard = useCreateKanbanCard();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      data-testid="kanban-column"
      variant="outlined"
      sx={{ width: COLUMN_WIDTH, flexShrink: 0, p: 2, bgcolor: 'action.hover', borderRadius: 2, alignSelf: 'flex-start' }}
    >
      <KanbanColumnHeader
        column={{ ...column, cards }}
        headingId={headingId}
        canManage={canManageColumn}
        onRename={(name) => renameColumn.mutate({ columnId: column.id, name })}
        onDelete={() => deleteColumn.mutate(column.id)}
      />
      <SortableContext items={cards.map((card) => card.id)} strategy={verticalListSortingStrategy}>
        <Stack ref={setNodeRef} spacing={2} sx={{ minHeight: 48, py: 2 }}>
          {cards.map((card) => (
            <KanbanCardItem key={card.id} card={card} onOpen={onOpenCard} />
          ))}
        </Stack>
      </SortableContext>
      {adding ? (
        <InlineNameField
          label={t('kanban.cardName')}
          onSubmit={(name) => {
            createCard.mutate({ columnId: column.id, name });
            setAdding(false);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <Button fullWidth color="inherit" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {t('kanban.addCard')}
        </Button>
      )}
    </Paper>
  );
}
