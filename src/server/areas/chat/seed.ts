import type { SeedContext } from '../../db/seed/seed-context';

export async function seedChat(_ctx: SeedContext): Promise<void> {}
