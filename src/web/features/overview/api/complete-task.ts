import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AnalyticsSummary } from '@/contract/dashboard';
import { api } from '@/web/lib/api';
import { kanbanBoardQueryKey } from '@/web/lib/shared-query-keys';
import { dashboardKeys } from './dashboard-queries';

/** The summary with one task ticked or unticked (in place: the list does not jump under the pointer). */
export function withTaskCompleted(
  summary: AnalyticsSummary,
  taskId: string,
  completed: boolean,
): AnalyticsSummary {
  return {
    ...summary,
    tasks: summary.tasks.map((task) => (task.id === taskId ? { ...task, completed } : task)),
  };
}

interface TaskToggle {
  taskId: string;
  completed: boolean;
}

/**
 * Ticks or unticks a kanban card from the dashboard: every cached analytics summary shows it at once; a refused
 * change is taken back there (that task only, so another toggle on its way stays) and `onFailed` says why. The
 * kanban board and the app dashboard's due cards are read afresh on their next showing.
 */
export function useCompleteTask(onFailed: (error: unknown, toggle: TaskToggle) => void) {
  const queryClient = useQueryClient();
  const analytics = [...dashboardKeys.all, 'analytics'];
  const setCompleted = (taskId: string, completed: boolean) =>
    queryClient.setQueriesData<AnalyticsSummary>({ queryKey: analytics }, (summary) =>
      summary ? withTaskCompleted(summary, taskId, completed) : summary,
    );
  // The tick as clicked, shown in the click's own render: the cache tells its readers a moment later, and a
  // controlled box would flick back meanwhile. Kept until that toggle is settled, unless a newer one came.
  const [clicked, setClicked] = useState<ReadonlyMap<string, boolean>>(new Map());
  const settle = ({ taskId, completed }: TaskToggle) =>
    setClicked((current) => {
      if (current.get(taskId) !== completed) return current;
      const next = new Map(current);
      next.delete(taskId);
      return next;
    });
  const mutation = useMutation({
    mutationFn: ({ taskId, completed }: TaskToggle) =>
      api.post('/api/kanban/cards/update', { cardId: taskId, updateCard: { completed } }),
    onMutate: async ({ taskId, completed }) => {
      setCompleted(taskId, completed);
      // An answer asked for before the change must not land after it and untick the box again. Cancelling a
      // read puts back the data from before it started, so the change is set once more after.
      await queryClient.cancelQueries({ queryKey: analytics });
      setCompleted(taskId, completed);
    },
    onError: (error, toggle) => {
      setCompleted(toggle.taskId, !toggle.completed);
      onFailed(error, toggle);
    },
    onSettled: (_answer, _error, toggle) => {
      settle(toggle);
      void queryClient.invalidateQueries({ queryKey: kanbanBoardQueryKey });
      void queryClient.invalidateQueries({ queryKey: [...dashboardKeys.all, 'app'] });
    },
  });
  return {
    /** Whether the task shows as complete: as last clicked while that change is on its way. */
    completedOf: (task: { id: string; completed: boolean }) => clicked.get(task.id) ?? task.completed,
    toggle: (toggle: TaskToggle) => {
      setClicked((current) => new Map(current).set(toggle.taskId, toggle.completed));
      mutation.mutate(toggle);
    },
  };
}
