import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Paper, { type PaperProps } from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { KanbanCard } from '@/contract/kanban';
import { formatDate } from '@/web/lib/format';
import { CheckIcon, ClipIcon, CommentIcon } from './kanban-icons';

interface KanbanCardItemProps {
  card: KanbanCard;
  onOpen(cardId: string): void;
}

/** A card on the board: picked up with the pointer or with Space (arrows move it, Space drops); Enter opens it. */
export function KanbanCardItem({ card, onOpen }: KanbanCardItemProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: card.id });
  return (
    <KanbanCardFace
      ref={setNodeRef}
      card={card}
      {...attributes}
      {...listeners}
      data-testid="kanban-card"
      onClick={() => onOpen(card.id)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !isDragging) onOpen(card.id);
        else listeners?.onKeyDown?.(event);
      }}
      sx={{ opacity: isDragging ? 0.4 : 1, transform: CSS.Translate.toString(transform), transition }}
    />
  );
}

/** What a card shows: cover, name, completed, due date, counts and assignees. */
export function KanbanCardFace({ card, sx, ...other }: PaperProps & { card: KanbanCard }) {
  const { t, i18n } = useTranslation();
  const cover = card.attachments[0];
  return (
    <Paper
      {...other}
      sx={[
        {
          width: 1,
          overflow: 'hidden',
          borderRadius: 1.5,
          cursor: 'grab',
          touchAction: 'manipulation',
          boxShadow: (theme) => theme.shadows[1],
          '&:focus-visible': { outline: (theme) => `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {cover && <Box component="img" src={cover} alt="" sx={{ width: 1, height: 120, objectFit: 'cover', display: 'block' }} />}
      <Stack spacing={1.5} sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          {card.completed && <CheckIcon fontSize="small" color="success" titleAccess={t('kanban.completed')} />}
          <Typography variant="subtitle2" sx={{ wordBreak: 'break-word' }}>
            {card.name}
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, color: 'text.secondary' }}>
          {card.due && <Typography variant="caption" dir="auto">{formatDate(card.due, i18n.language)}</Typography>}
          {card.attachments.length > 0 && (
            <Stack direction="row" sx={{ alignItems: 'center', gap: 0.25 }} aria-label={t('kanban.attachmentCount', { count: card.attachments.length })}>
              <ClipIcon sx={{ fontSize: 16 }} />
              <Typography variant="caption">{card.attachments.length}</Typography>
            </Stack>
          )}
          {card.comments.length > 0 && (
            <Stack direction="row" sx={{ alignItems: 'center', gap: 0.25 }} aria-label={t('kanban.commentCount', { count: card.comments.length })}>
              <CommentIcon sx={{ fontSize: 16 }} />
              <Typography variant="caption">{card.comments.length}</Typography>
            </Stack>
          )}
          <AvatarGroup max={3} sx={{ marginInlineStart: 'auto', '& .MuiAvatar-root': { width: 24, height: 24, fontSize: 12 } }}>
            {card.assignee.map((person) => (
              <Avatar key={person.id} alt={person.name} src={person.avatar} />
            ))}
          </AvatarGroup>
        </Stack>
      </Stack>
    </Paper>
  );
}
