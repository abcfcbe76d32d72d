import type { SeedContext } from '@/server/db/seed/seed-context';
import { insertDiscountCode } from './orders-store';
import { seedOrderHistory } from './seed-history';

/**
 * A few discount codes of the shop (two that work, one that never ends, and one that has expired), and two years of
 * the members' orders.
 */
export async function seedOrders(ctx: SeedContext): Promise<void> {
  const codes = [
    { code: 'WELCOME10', kind: 'percent', value: 10, expiresAt: ctx.ahead(365, 'days') },
    { code: 'TOUR5', kind: 'amount', value: 5, expiresAt: ctx.ahead(90, 'days') },
    { code: 'FANCLUB20', kind: 'percent', value: 20, expiresAt: null },
    { code: 'SUMMER15', kind: 'percent', value: 15, expiresAt: ctx.ago(30, 'days') },
  ] as const;
  for (const code of codes) await insertDiscountCode(ctx.db, code, ctx.now);
  await seedOrderHistory(ctx);
}
