import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const tasks = ['brief', 'sketch', 'review', 'ship'] as const;
type Task = (typeof tasks)[number];

/** Each row is its checkbox's label, so a click anywhere on it toggles the box; the count of done tasks follows. */
export function CheckboxListDemo() {
  const { t } = useTranslation();
  const id = useId();
  const [done, setDone] = useState<Task[]>(['brief']);
  const toggle = (task: Task) =>
    setDone((list) => (list.includes(task) ? list.filter((item) => item !== task) : [...list, task]));
  return (
    <>
      <Paper variant="outlined" sx={{ maxWidth: 360 }}>
        <List>
          {tasks.map((task) => {
            const labelId = `${id}-${task}`;
            return (
              <ListItem key={task} disablePadding>
                {/* The whole row is the checkbox's label: a click anywhere ticks it, and there is one control per row. */}
                <Box
                  component="label"
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1,
                    width: 1,
                    px: 1,
                    cursor: 'pointer',
                    '&:hover': { bgcolor: 'action.hover' },
                  }}
                >
                  <Checkbox
                    checked={done.includes(task)}
                    onChange={() => toggle(task)}
                    slotProps={{ input: { 'aria-labelledby': labelId } }}
                  />
                  <ListItemText
                    id={labelId}
                    primary={t(`components-showcase.list.checkbox.tasks.${task}`)}
                    sx={
                      done.includes(task) ? { textDecoration: 'line-through', color: 'text.secondary' } : {}
                    }
                  />
                </Box>
              </ListItem>
            );
          })}
        </List>
      </Paper>
      <Typography data-testid="tasks-done" sx={{ mt: 2 }}>
        {t('components-showcase.list.checkbox.done', { done: done.length, total: tasks.length })}
      </Typography>
    </>
  );
}
