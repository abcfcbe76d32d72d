import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { dataVersionsMigration } from './data-versions-migration';
import { requestLimitsMigration } from './request-limits';

/** The engine's own tables, between the areas' migrations by name like any other. */
const engineMigrations: Record<string, Migration> = {
  '0009_data_versions': dataVersionsMigration,
  '0033_request_limits': requestLimitsMigration,
};

/**
 * Applies the migrations not yet applied, in name order (the migrator sorts them by name and
 * remembers applied names in its own table), on both engines. Returns the names it applied.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>, areaMigrations: Record<string, Migration>): Promise<string[]> {
  const { error, results } = await migratorOf(db, areaMigrations).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/** The names of the migrations the database has not applied yet. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function pendingMigrations(db: Kysely<any>, areaMigrations: Record<string, Migration>): Promise<string[]> {
  const migrations = await migratorOf(db, areaMigrations).getMigrations();
  return migrations.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

/** Readiness: throws, naming them, while migrations are pending (a server of an older release migrated last). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function assertMigrated(db: Kysely<any>, areaMigrations: Record<string, Migration>): Promise<void> {
  const pending = await pendingMigrations(db, areaMigrations);
  if (pending.length > 0) throw new Error(`pending migrations: ${pending.join(', ')}`);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
function migratorOf(db: Kysely<any>, areaMigrations: Record<string, Migration>): Migrator {
  for (const name of Object.keys(areaMigrations)) {
    if (name in engineMigrations) throw new Error(`migration ${name} is the engine's own`);
  }
  const migrations = { ...engineMigrations, ...areaMigrations };
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  return new Migrator({ db, provider });
}
