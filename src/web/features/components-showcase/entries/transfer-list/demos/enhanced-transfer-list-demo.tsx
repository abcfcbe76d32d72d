import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TransferArrow } from './transfer-arrow';

const permissions = ['read', 'comment', 'edit', 'invite', 'publish', 'delete'] as const;
type Permission = (typeof permissions)[number];

const without = (list: readonly Permission[], removed: readonly Permission[]) =>
  list.filter((item) => !removed.includes(item));

/** Each list's header ticks all of its items at once and counts the ticked ones. */
export function EnhancedTransferListDemo() {
  const { t } = useTranslation();
  const [denied, setDenied] = useState<readonly Permission[]>(permissions.slice(3));
  const [granted, setGranted] = useState<readonly Permission[]>(permissions.slice(0, 3));
  const [checked, setChecked] = useState<readonly Permission[]>([]);
  const deniedChecked = checked.filter((item) => denied.includes(item));
  const grantedChecked = checked.filter((item) => granted.includes(item));

  const toggle = (item: Permission) =>
    setChecked((current) => (current.includes(item) ? without(current, [item]) : [...current, item]));
  const toggleAll = (items: readonly Permission[]) =>
    setChecked((current) =>
      items.every((item) => current.includes(item))
        ? without(current, items)
        : [...without(current, items), ...items],
    );
  const grant = () => {
    setGranted([...granted, ...deniedChecked]);
    setDenied(without(denied, deniedChecked));
    setChecked(without(checked, deniedChecked));
  };
  const deny = () => {
    setDenied([...denied, ...grantedChecked]);
    setGranted(without(granted, grantedChecked));
    setChecked(without(checked, grantedChecked));
  };

  const listTitle = (key: 'denied' | 'granted') => t(`components-showcase.transfer-list.enhanced.${key}`);
  return (
    <Stack
      direction="row"
      spacing={{ xs: 1, sm: 2 }}
      sx={{ justifyContent: 'center', alignItems: 'stretch' }}
    >
      <PermissionList
        title={listTitle('denied')}
        items={denied}
        checked={checked}
        onToggle={toggle}
        onToggleAll={toggleAll}
      />
      <Stack spacing={1} sx={{ alignSelf: 'center', '& .MuiButton-root': { minWidth: 0, px: 1 } }}>
        <Button
          variant="outlined"
          size="small"
          disabled={deniedChecked.length === 0}
          onClick={grant}
          aria-label={t('components-showcase.transfer-list.moveSelected', { list: listTitle('granted') })}
        >
          <TransferArrow towards="end" />
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={grantedChecked.length === 0}
          onClick={deny}
          aria-label={t('components-showcase.transfer-list.moveSelected', { list: listTitle('denied') })}
        >
          <TransferArrow towards="start" />
        </Button>
      </Stack>
      <PermissionList
        title={listTitle('granted')}
        items={granted}
        checked={checked}
        onToggle={toggle}
        onToggleAll={toggleAll}
      />
    </Stack>
  );
}

interface PermissionListProps {
  title: string;
  items: readonly Permission[];
  checked: readonly Permission[];
  onToggle: (item: Permission) => void;
  onToggleAll: (items: readonly Permission[]) => void;
}

function PermissionList({ title, items, checked, onToggle, onToggleAll }: PermissionListProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const checkedCount = items.filter((item) => checked.includes(item)).length;
  return (
    <Card variant="outlined" sx={{ flex: '1 1 0', maxWidth: 240, minWidth: 0 }}>
      <CardHeader
        sx={{ px: 1, py: 1 }}
        avatar={
          <Checkbox
            checked={items.length > 0 && checkedCount === items.length}
            indeterminate={checkedCount > 0 && checkedCount < items.length}
            disabled={items.length === 0}
            onChange={() => onToggleAll(items)}
            slotProps={{
              input: {
                'aria-label': t('components-showcase.transfer-list.enhanced.selectAll', { list: title }),
              },
            }}
          />
        }
        title={title}
        slotProps={{ title: { id: titleId, component: 'h3', variant: 'subtitle2' } }}
        subheader={t('components-showcase.transfer-list.enhanced.count', {
          checked: checkedCount,
          total: items.length,
        })}
      />
      <Divider />
      <List dense aria-labelledby={titleId} sx={{ height: 230, overflow: 'auto' }}>
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
              <ListItemText primary={t(`components-showcase.transfer-list.permissions.${item}`)} />
            </Box>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
