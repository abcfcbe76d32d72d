import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KanbanColumn } from '@/contract/kanban';
import { useColumnName } from './column-name';
import { ConfirmDialog } from './confirm-dialog';
import { InlineNameField } from './inline-name-field';
import { MoreIcon } from './kanban-icons';

interface KanbanColumnHeaderProps {
  column: KanbanColumn;
  headingId: string;
  /** Shows the column's menu (rename, delete): admins only. */
  canManage: boolean;
  onRename(name: string): void;
  onDelete(): void;
}

/** The column's name (renamed in place) and, for admins, its menu: rename, delete (asked first). */
export function KanbanColumnHeader({
  column,
  headingId,
  canManage,
  onRename,
  onDelete,
}: KanbanColumnHeaderProps) {
  const { t } = useTranslation();
  const name = useColumnName()(column.name);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minHeight: 40 }}>
      {renaming && canManage ? (
        <InlineNameField
          label={t('kanban.columnName')}
          initialValue={name}
          onSubmit={(name) => {
            onRename(name);
            setRenaming(false);
          }}
          onCancel={() => setRenaming(false)}
        />
      ) : (
        <Typography
          id={headingId}
          component="h2"
          variant="h6"
          sx={{ flexGrow: 1, wordBreak: 'break-word', unicodeBidi: 'isolate' }}
        >
          {/* Isolated, name and count keep their order and gap in a right-to-left layout too (the heading itself runs
              in the layout's direction, not its words'). */}
          <bdi>{name}</bdi>
          <Typography
            component="span"
            variant="body2"
            sx={{ color: 'text.secondary', marginInlineStart: 1, unicodeBidi: 'isolate' }}
          >
            {column.cards.length}
          </Typography>
        </Typography>
      )}
      {canManage && (
        <IconButton
          aria-label={t('kanban.columnActions', { name })}
          aria-haspopup="menu"
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          <MoreIcon />
        </IconButton>
      )}
      <Menu anchorEl={menuAnchor} open={canManage && Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
        <MenuItem
          onClick={() => {
            setMenuAnchor(null);
            setRenaming(true);
          }}
        >
          {t('kanban.renameColumn')}
        </MenuItem>
        <MenuItem
          sx={{ color: 'error.main' }}
          onClick={() => {
            setMenuAnchor(null);
            setConfirming(true);
          }}
        >
          {t('kanban.deleteColumn')}
        </MenuItem>
      </Menu>
      {confirming && canManage && (
        <ConfirmDialog
          title={t('kanban.deleteColumnTitle', { name })}
          text={t('kanban.deleteColumnText', { count: column.cards.length })}
          confirmLabel={t('kanban.delete')}
          onConfirm={onDelete}
          onClose={() => setConfirming(false)}
        />
      )}
    </Stack>
  );
}
