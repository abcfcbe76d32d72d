import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraftIcon, InboxIcon, SendIcon, StarIcon } from './list-icons';

const folders = [
  { key: 'inbox', Icon: InboxIcon, count: 12 },
  { key: 'starred', Icon: StarIcon, count: 3 },
  { key: 'sent', Icon: SendIcon, count: 48 },
  { key: 'drafts', Icon: DraftIcon, count: 2 },
] as const;
type FolderKey = (typeof folders)[number]['key'];

/** A list of buttons with icons and a second line; the one clicked is the selected one. */
export function SelectableListDemo() {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<FolderKey>('inbox');
  return (
    <>
      <Paper variant="outlined" sx={{ maxWidth: 360 }}>
        <List component="nav" aria-label={t('components-showcase.list.selectable.label')}>
          {folders.map(({ key, Icon, count }) => (
            <ListItemButton
              key={key}
              selected={key === selected}
              aria-current={key === selected ? 'page' : undefined}
              onClick={() => setSelected(key)}
            >
              <ListItemIcon>
                <Icon />
              </ListItemIcon>
              <ListItemText
                primary={t(`components-showcase.list.folders.${key}`)}
                secondary={t('components-showcase.list.selectable.count', { count })}
                // The grey second line is too faint on the selected row's tint in dark mode: it takes the main text colour there.
                slotProps={{
                  secondary: { sx: { color: key === selected ? 'text.primary' : 'text.secondary' } },
                }}
              />
            </ListItemButton>
          ))}
        </List>
      </Paper>
      <Typography data-testid="selected-folder" sx={{ mt: 2 }}>
        {t('components-showcase.list.selectable.selected', {
          folder: t(`components-showcase.list.folders.${selected}`),
        })}
      </Typography>
    </>
  );
}
