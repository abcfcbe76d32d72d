import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mayChangeKanbanCard, type KanbanCard, type KanbanCardPatchInput } from '@/contract/kanban';
import { useAddKanbanComment, useDeleteKanbanCard, useUpdateKanbanCard } from '@/web/features/kanban/api/card-mutations';
import { useKanbanMembers } from '@/web/features/kanban/api/get-kanban-members';
import { useAuth } from '@/web/lib/session/auth-store';
import { CardAttachments } from './card-attachments';
import { CardComments } from './card-comments';
import { ConfirmDialog } from './confirm-dialog';
import { CheckIcon, CloseIcon, TrashIcon } from './kanban-icons';

/** A due date picked as a day is due at the end of a working day there (17:00 local). */
const dueFromDay = (day: string) => (day ? new Date(`${day}T17:00`).toISOString() : null);
const dayOfDue = (due: string | null) => (due ? format(new Date(due), 'yyyy-MM-dd') : '');

interface KanbanCardDrawerProps {
  card: KanbanCard;
  onClose(): void;
}

/**
 * The details of a card; every field is saved when it is left (or at once for pickers and toggles). Only its
 * creator, its assignees and admins edit or delete it; anyone may comment.
 */
export function KanbanCardDrawer({ card, onClose }: KanbanCardDrawerProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(card.name);
  const [description, setDescription] = useState(card.description);
  const [confirming, setConfirming] = useState(false);
  const members = useKanbanMembers();
  const updateCard = useUpdateKanbanCard();
  const deleteCard = useDeleteKanbanCard();
  const addComment = useAddKanbanComment();
  const user = useAuth((state) => state.user);
  const mayEdit = user ? mayChangeKanbanCard(card, user) : false;
  const save = (patch: KanbanCardPatchInput) => {
    if (mayEdit) updateCard.mutate({ cardId: card.id, patch });
  };

  return (
    <Drawer open anchor="right" onClose={onClose} slotProps={{ paper: { sx: { width: { xs: 1, sm: 480 } }, 'aria-labelledby': 'kanban-card-drawer-title' } }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, p: 2.5, paddingInlineEnd: 1.5 }}>
        <Button
          size="small"
          variant={card.completed ? 'contained' : 'outlined'}
          color={card.completed ? 'success' : 'inherit'}
          startIcon={<CheckIcon />}
          aria-pressed={card.completed}
          disabled={!mayEdit}
          onClick={() => save({ completed: !card.completed })}
        >
          {card.completed ? t('kanban.completed') : t('kanban.markComplete')}
        </Button>
        {mayEdit && (
          <Tooltip title={t('kanban.deleteCard')}>
            <IconButton aria-label={t('kanban.deleteCard')} color="error" onClick={() => setConfirming(true)} sx={{ marginInlineStart: 'auto' }}>
              <TrashIcon />
            </IconButton>
          </Tooltip>
        )}
        <IconButton aria-label={t('kanban.closeDetails')} onClick={onClose} sx={mayEdit ? undefined : { marginInlineStart: 'auto' }}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Stack spacing={3} sx={{ p: 2.5, overflowY: 'auto' }}>
        <Typography id="kanban-card-drawer-title" variant="h6" component="h2" sx={{ wordBreak: 'break-word' }}>
          {card.name}
        </Typography>
        {!mayEdit && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('kanban.readOnlyCard')}
          </Typography>
        )}
        <TextField
          label={t('kanban.cardName')}
          disabled={!mayEdit}
          value={name}
          error={!name.trim()}
          helperText={name.trim() ? undefined : t('kanban.errors.card_name_required')}
          onChange={(event) => setName(event.target.value)}
          onBlur={() => name.trim() && name.trim() !== card.name && save({ name: name.trim() })}
        />
        <TextField
          label={t('kanban.description')}
          disabled={!mayEdit}
          multiline
          minRows={3}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          onBlur={() => description !== card.description && save({ description })}
        />
        <TextField
          label={t('kanban.due')}
          disabled={!mayEdit}
          type="date"
          value={dayOfDue(card.due)}
          onChange={(event) => save({ due: dueFromDay(event.target.value) })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Autocomplete
          multiple
          disabled={!mayEdit}
          options={members.data ?? []}
          loading={members.isLoading}
          value={card.assignee}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          getOptionLabel={(option) => option.name}
          onChange={(_event, people) => save({ assigneeIds: people.map((person) => person.id) })}
          renderValue={(people, getItemProps) =>
            people.map((person, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return <Chip key={key} {...itemProps} size="small" avatar={<Avatar alt="" src={person.avatar} />} label={person.name} />;
            })
          }
          renderInput={(params) => <TextField {...params} label={t('kanban.assignee')} />}
        />
        <CardAttachments attachments={card.attachments} readOnly={!mayEdit} onChange={(attachments) => save({ attachments })} />
        <Divider />
        <CardComments comments={card.comments} onAdd={(comment) => addComment.mutate({ cardId: card.id, ...comment })} />
      </Stack>
      {confirming && mayEdit && (
        <ConfirmDialog
          title={t('kanban.deleteCardTitle', { name: card.name })}
          text={t('kanban.deleteCardText')}
          confirmLabel={t('kanban.delete')}
          onConfirm={() => {
            deleteCard.mutate(card.id);
            onClose();
          }}
          onClose={() => setConfirming(false)}
        />
      )}
    </Drawer>
  );
}
