import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const sortings = ['newest', 'oldest', 'popular', 'priceLow'] as const;
type Sorting = (typeof sortings)[number];

/** The menu opens over the chosen item (`selected`), so the eye lands where it left off. */
export function SelectedMenuDemo() {
  const { t } = useTranslation();
  const buttonId = useId();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [sorting, setSorting] = useState<Sorting>('popular');
  const label = (value: Sorting) => t(`components-showcase.menu.selected.sortings.${value}`);
  return (
    <Paper variant="outlined" sx={{ maxWidth: 360 }}>
      <List component="nav" aria-label={t('components-showcase.menu.selected.label')} disablePadding>
        <ListItemButton
          id={buttonId}
          aria-haspopup="listbox"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <ListItemText primary={t('components-showcase.menu.selected.label')} secondary={label(sorting)} />
        </ListItemButton>
      </List>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId, role: 'listbox' } }}
      >
        {sortings.map((value) => (
          <MenuItem
            key={value}
            role="option"
            selected={value === sorting}
            aria-selected={value === sorting}
            onClick={() => {
              setSorting(value);
              setAnchor(null);
            }}
          >
            {label(value)}
          </MenuItem>
        ))}
      </Menu>
    </Paper>
  );
}
