/** Every orders query sits under ['orders'], so placing an order can refresh them all at once. */
export const orderQueryKeys = {
  all: ['orders'] as const,
  list: ['orders', 'list'] as const,
  order: (id: string) => ['orders', 'order', id] as const,
};
