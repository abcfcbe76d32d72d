import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { dataVersionsMigration } from './data-versions-migration';

/** The engine's own tables, between the areas' migrations by name like any other. */
const engineMigrations: Record<string, Migration> = {
  '0009_data_versions': dataVersionsMigration,
};

/**
 * Applies the migrations not yet applied, in name order (the migrator sorts them by name and
 * remembers applied names in its own table), on both engines. Returns the names it applied.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>, areaMigrations: Record<string, Migration>): Promise<string[]> {
  for (const name of Object.keys(areaMigrations)) {
    if (name in engineMigrations) throw new Error(`migration ${name} is the engine's own`);
  }
  const migrations = { ...engineMigrations, ...areaMigrations };
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
