import type { SeedContext } from '../../db/seed/seed-context';

export async function seedUser(_ctx: SeedContext): Promise<void> {}
