import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpandMoreIcon, FolderIcon, StarIcon } from './list-icons';

const projects = ['website', 'dashboard', 'brand'] as const;

/**
 * A parent row opens and closes the rows under it (Collapse), its arrow turning with it; a row clicked is
 * selected. Every row is a ListItem (an <li>) holding its button, so the list stays a list for screen readers.
 */
export function NestedListDemo() {
  const { t } = useTranslation();
  const headingId = useId();
  const nestedId = useId();
  const [open, setOpen] = useState(true);
  const [selected, setSelected] = useState<string>('website');
  return (
    <Paper variant="outlined" sx={{ maxWidth: 360 }}>
      <Typography
        id={headingId}
        variant="overline"
        component="p"
        sx={{ px: 2, pt: 1.5, color: 'text.secondary' }}
      >
        {t('components-showcase.list.nested.subheader')}
      </Typography>
      <List aria-labelledby={headingId}>
        <ListItem disablePadding>
          <ListItemButton selected={selected === 'favourites'} onClick={() => setSelected('favourites')}>
            <ListItemIcon>
              <StarIcon />
            </ListItemIcon>
            <ListItemText primary={t('components-showcase.list.nested.favourites')} />
          </ListItemButton>
        </ListItem>
        <ListItem disablePadding sx={{ display: 'block' }}>
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
            <List id={nestedId} disablePadding>
              {projects.map((project) => (
                <ListItem key={project} disablePadding>
                  <ListItemButton
                    selected={selected === project}
                    onClick={() => setSelected(project)}
                    sx={{ pl: 9 }}
                  >
                    <ListItemText primary={t(`components-showcase.list.nested.items.${project}`)} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Collapse>
        </ListItem>
      </List>
    </Paper>
  );
}
