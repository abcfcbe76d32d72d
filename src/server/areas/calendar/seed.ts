import type { SeedContext } from '../../db/seed/seed-context';

export async function seedCalendar(_ctx: SeedContext): Promise<void> {}
