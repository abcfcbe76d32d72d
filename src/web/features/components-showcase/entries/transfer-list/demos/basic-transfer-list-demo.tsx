import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TransferArrow } from './transfer-arrow';

const columns = ['name', 'email', 'phone', 'company', 'role', 'country', 'city', 'lastSignIn'] as const;
type Column = (typeof columns)[number];

const without = (list: readonly Column[], removed: readonly Column[]) =>
  list.filter((item) => !removed.includes(item));

/** Two lists with checkboxes; the buttons between them move the ticked items, or all, either way. */
export function BasicTransferListDemo() {
  const { t } = useTranslation();
  const [available, setAvailable] = useState<readonly Column[]>(columns.slice(0, 5));
  const [shown, setShown] = useState<readonly Column[]>(columns.slice(5));
  const [checked, setChecked] = useState<readonly Column[]>([]);
  const availableChecked = checked.filter((item) => available.includes(item));
  const shownChecked = checked.filter((item) => shown.includes(item));

  const toggle = (item: Column) =>
    setChecked((current) => (current.includes(item) ? without(current, [item]) : [...current, item]));
  const moveAllToShown = () => {
    setShown([...shown, ...available]);
    setAvailable([]);
  };
  const moveCheckedToShown = () => {
    setShown([...shown, ...availableChecked]);
    setAvailable(without(available, availableChecked));
    setChecked(without(checked, availableChecked));
  };
  const moveCheckedToAvailable = () => {
    setAvailable([...available, ...shownChecked]);
    setShown(without(shown, shownChecked));
    setChecked(without(checked, shownChecked));
  };
  const moveAllToAvailable = () => {
    setAvailable([...available, ...shown]);
    setShown([]);
  };

  const listTitle = (key: 'available' | 'shown') => t(`components-showcase.transfer-list.lists.${key}`);
  return (
    <Stack direction="row" spacing={{ xs: 1, sm: 2 }} sx={{ justifyContent: 'center', alignItems: 'center' }}>
      <ColumnList title={listTitle('available')} items={available} checked={checked} onToggle={toggle} />
      <Stack spacing={1} sx={{ '& .MuiButton-root': { minWidth: 0, px: 1 } }}>
        <Button
          variant="outlined"
          size="small"
          disabled={available.length === 0}
          onClick={moveAllToShown}
          aria-label={t('components-showcase.transfer-list.moveAll', { list: listTitle('shown') })}
        >
          <TransferArrow towards="end" double />
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={availableChecked.length === 0}
          onClick={moveCheckedToShown}
          aria-label={t('components-showcase.transfer-list.moveSelected', { list: listTitle('shown') })}
        >
          <TransferArrow towards="end" />
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={shownChecked.length === 0}
          onClick={moveCheckedToAvailable}
          aria-label={t('components-showcase.transfer-list.moveSelected', { list: listTitle('available') })}
        >
          <TransferArrow towards="start" />
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={shown.length === 0}
          onClick={moveAllToAvailable}
          aria-label={t('components-showcase.transfer-list.moveAll', { list: listTitle('available') })}
        >
          <TransferArrow towards="start" double />
        </Button>
      </Stack>
      <ColumnList title={listTitle('shown')} items={shown} checked={checked} onToggle={toggle} />
    </Stack>
  );
}

interface ColumnListProps {
  title: string;
  items: readonly Column[];
  checked: readonly Column[];
  onToggle: (item: Column) => void;
}

function ColumnList({ title, items, checked, onToggle }: ColumnListProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper variant="outlined" sx={{ flex: '1 1 0', maxWidth: 220, minWidth: 0 }}>
      <Typography id={titleId} variant="subtitle2" component="h3" sx={{ px: 2, pt: 1.5 }}>
        {title}
      </Typography>
      <List dense aria-labelledby={titleId} sx={{ height: 260, overflow: 'auto' }}>
        {items.map((item) => (
          <ListItem key={item} disablePadding>
            {/* The row is the checkbox's label: a click anywhere on it ticks the box. */}
            <Box
              component="label"
              sx={{
                display: 'flex',
                alignItems: 'center',
                width: 1,
                pr: 1,
                cursor: 'pointer',
                '&:hover': { bgcolor: 'action.hover' },
              }}
            >
              <Checkbox size="small" checked={checked.includes(item)} onChange={() => onToggle(item)} />
              <ListItemText primary={t(`components-showcase.transfer-list.columns.${item}`)} />
            </Box>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
