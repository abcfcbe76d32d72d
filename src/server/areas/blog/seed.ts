import type { SeedContext } from '../../db/seed/seed-context';

export async function seedBlog(_ctx: SeedContext): Promise<void> {}
