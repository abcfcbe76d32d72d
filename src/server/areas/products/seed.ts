import type { SeedContext } from '../../db/seed/seed-context';

export async function seedProduct(_ctx: SeedContext): Promise<void> {}
