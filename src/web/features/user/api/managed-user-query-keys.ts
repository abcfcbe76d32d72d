/** Every answer about managed accounts sits under ['managed-users'], so a write can refresh them all at once. */
export const managedUserQueryKeys = {
  all: ['managed-users'] as const,
  one: (id: string) => ['managed-users', 'one', id] as const,
};
