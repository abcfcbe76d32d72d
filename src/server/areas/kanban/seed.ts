import type { SeedContext } from '../../db/seed/seed-context';

export async function seedKanban(_ctx: SeedContext): Promise<void> {}
