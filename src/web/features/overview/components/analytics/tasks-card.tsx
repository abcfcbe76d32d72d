import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { AnalyticsSummary } from '@/contract/dashboard';
import { Label } from '@/web/components/label';
import { useErrorText } from '@/web/lib/error-text';
import { formatDate } from '@/web/lib/format';
import { paths } from '@/web/lib/paths';
import { toast } from '@/web/lib/toast';
import { useCompleteTask } from '@/web/features/overview/api/complete-task';
import { WidgetCard } from '@/web/features/overview/components/widget-card';
import { WidgetEmpty } from '@/web/features/overview/components/figure-list';
import { SkeletonRows } from './widget-states';

type Task = AnalyticsSummary['tasks'][number];

/** The caller's kanban cards, each ticked or unticked as complete right here (stored at once). */
export function TasksCard({ tasks }: { tasks: Task[] | undefined }) {
  const { t } = useTranslation('analytics-dashboard');
  const errorText = useErrorText();
  const complete = useCompleteTask((error, { taskId }) => {
    const name = tasks?.find((task) => task.id === taskId)?.name ?? '';
    toast(t('tasks.saveFailed', { name, reason: errorText(error) }), 'error');
  });
  // When the screen opened: a card due later that day turns overdue on the next visit.
  const [now] = useState(() => Date.now());
  return (
    <WidgetCard
      title={t('tasks.title')}
      subheader={t('tasks.subheader')}
      action={
        <Button component={RouterLink} to={paths.dashboard.kanban} size="small" color="inherit">
          {t('tasks.board')}
        </Button>
      }
      sx={{ height: '100%' }}
    >
      <Box sx={{ px: 3, pb: 2, pt: 1 }}>
        {!tasks ? (
          <SkeletonRows rows={5} height={44} />
        ) : tasks.length === 0 ? (
          <WidgetEmpty text={t('tasks.empty')} />
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {tasks.map((task) => (
              <TaskRow
                key={task.id}
                task={task}
                completed={complete.completedOf(task)}
                overdueBefore={now}
                onToggle={(completed) => complete.toggle({ taskId: task.id, completed })}
              />
            ))}
          </Box>
        )}
      </Box>
    </WidgetCard>
  );
}

/** One task: its box, name, column and due date (overdue when due before `overdueBefore`). */
function TaskRow({
  task,
  completed,
  overdueBefore,
  onToggle,
}: {
  task: Task;
  completed: boolean;
  overdueBefore: number;
  onToggle: (completed: boolean) => void;
}) {
  const { t, i18n } = useTranslation('analytics-dashboard');
  return (
    <Stack
      component="li"
      direction="row"
      sx={{
        alignItems: 'center',
        gap: 1,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <FormControlLabel
        control={<Checkbox checked={completed} onChange={(event) => onToggle(event.target.checked)} />}
        label={task.name}
        slotProps={{
          typography: {
            variant: 'body2',
            sx: {
              textDecoration: completed ? 'line-through' : 'none',
              color: completed ? 'text.secondary' : 'text.primary',
              overflowWrap: 'anywhere',
            },
          },
        }}
        sx={{ m: 0, flexGrow: 1, minWidth: 0 }}
      />
      <Stack sx={{ alignItems: 'flex-end', flexShrink: 0, gap: 0.25, maxWidth: '45%' }}>
        <Typography variant="caption" noWrap sx={{ color: 'text.secondary', maxWidth: '100%' }}>
          {task.column}
        </Typography>
        {task.due &&
          (!completed && new Date(task.due).getTime() < overdueBefore ? (
            <Label color="error">{t('tasks.overdue')}</Label>
          ) : (
            <Typography variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
              {t('tasks.due', { date: formatDate(task.due, i18n.language) })}
            </Typography>
          ))}
      </Stack>
    </Stack>
  );
}
