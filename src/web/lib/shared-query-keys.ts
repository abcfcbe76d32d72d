/**
 * Keys of cached answers that one area shows and another area's writes change (placing an order creates a
 * notification): kept here, as features do not import each other.
 */
export const notificationsQueryKey = ['notifications', 'list'] as const;

/** The kanban board's cached answer, which a dashboard's task toggles change. */
export const kanbanBoardQueryKey = ['kanban', 'board'] as const;
