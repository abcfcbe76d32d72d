import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpandMoreIcon, FolderIcon, StarIcon } from './list-icons';

const projects = ['website', 'dashboard', 'brand'] as const;

/** A parent row opens and closes the rows under it (Collapse), its arrow turning with it; a row clicked is selected. */
export function NestedListDemo() {
  const { t } = useTranslation();
  const subheaderId = useId();
  const nestedId = useId();
  const [open, setOpen] = useState(true);
  const [selected, setSelected] = useState<string>('website');
  return (
    <Paper variant="outlined" sx={{ maxWidth: 360 }}>
      <List
        aria-labelledby={subheaderId}
        subheader={
          <ListSubheader id={subheaderId} component="div" sx={{ bgcolor: 'transparent' }}>
            {t('components-showcase.list.nested.subheader')}
          </ListSubheader>
        }
      >
        <ListItemButton selected={selected === 'favourites'} onClick={() => setSelected('favourites')}>
          <ListItemIcon>
            <StarIcon />
          </ListItemIcon>
          <ListItemText primary={t('components-showcase.list.nested.favourites')} />
        </ListItemButton>
        <ListItemButton aria-expanded={open} aria-controls={nestedId} onClick={() => setOpen(!open)}>
          <ListItemIcon>
            <FolderIcon />
          </ListItemIcon>
          <ListItemText primary={t('components-showcase.list.nested.projects')} />
          <ExpandMoreIcon
            sx={{ transition: 'transform 0.2s', transform: open ? 'rotate(180deg)' : 'none' }}
          />
        </ListItemButton>
        <Collapse in={open} timeout="auto" unmountOnExit>
          <List id={nestedId} component="div" disablePadding>
            {projects.map((project) => (
              <ListItemButton
                key={project}
                selected={selected === project}
                onClick={() => setSelected(project)}
                sx={{ pl: 9 }}
              >
                <ListItemText primary={t(`components-showcase.list.nested.items.${project}`)} />
              </ListItemButton>
            ))}
          </List>
        </Collapse>
      </List>
    </Paper>
  );
}
