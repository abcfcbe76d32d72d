import { describe, expect, it } from 'vitest';
import type { AnalyticsSummary } from '@/contract/dashboard';
import { withTaskCompleted } from './complete-task';

const task = (id: string, completed: boolean) => ({ id, name: id, column: 'To do', due: null, completed });

describe('a task ticked on the dashboard', () => {
  it('changes that task only, in its place', () => {
    const summary = { tasks: [task('a', false), task('b', false), task('c', true)] } as AnalyticsSummary;
    const next = withTaskCompleted(summary, 'b', true);
    expect(next.tasks.map((item) => [item.id, item.completed])).toEqual([
      ['a', false],
      ['b', true],
      ['c', true],
    ]);
    expect(summary.tasks[1]!.completed).toBe(false);
    expect(withTaskCompleted(next, 'c', false).tasks[2]!.completed).toBe(false);
  });
});
