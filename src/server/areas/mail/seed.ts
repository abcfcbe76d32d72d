import type { SeedContext } from '../../db/seed/seed-context';

export async function seedMail(_ctx: SeedContext): Promise<void> {}
