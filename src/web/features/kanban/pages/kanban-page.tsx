import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/web/components/page';
import { useErrorText } from '@/web/lib/error-text';
import { useKanbanBoard } from '@/web/features/kanban/api/get-kanban-board';
import { findCard } from '@/web/features/kanban/components/board-moves';
import { KanbanBoardView } from '@/web/features/kanban/components/kanban-board-view';
import { KanbanCardDrawer } from '@/web/features/kanban/components/kanban-card-drawer';

/** /dashboard/kanban: the workspace board; every change is stored at once. */
export default function KanbanPage() {
  const { t } = useTranslation();
  const message = useErrorText();
  const { data: board, error, isLoading } = useKanbanBoard();
  const [openCardId, setOpenCardId] = useState<string | null>(null);
  const openCard = findCard(board, openCardId);
  return (
    <Page title={t('titles.kanban')}>
      <Typography variant="h4" component="h1" sx={{ mb: { xs: 3, md: 5 } }}>
        {t('kanban.heading')}
      </Typography>
      {error && <Alert severity="error">{message(error)}</Alert>}
      {isLoading && (
        <Stack direction="row" spacing={3} sx={{ overflow: 'hidden' }} aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" width={280} height={400} sx={{ flexShrink: 0 }} />
          ))}
        </Stack>
      )}
      {board && <KanbanBoardView board={board} onOpenCard={setOpenCardId} />}
      {openCard && <KanbanCardDrawer key={openCard.id} card={openCard} onClose={() => setOpenCardId(null)} />}
    </Page>
  );
}
