import type { Area } from '@/server/area';
import { slugSpellingMigration } from './slug-migration';

/**
 * Rows looked up by the slug of their title or name (blog posts, products). A unit of its own because
 * keeping their stored slugs in the spelling the web asks for spans two areas; by its number it runs
 * after both have their tables.
 */
export const slugsArea: Area = {
  name: 'slugs',
  migrations: { '0014_slug_spelling': slugSpellingMigration },
};
