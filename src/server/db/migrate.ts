import { Migrator, type Kysely, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
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
  return applied(await migratorOf(db, areaMigrations).migrateToLatest());
}

/**
 * Applies the migrations, the engine's and the areas', named before `name`: the database as a release before
 * that migration left it (migration tests start there).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateBefore(db: Kysely<any>, areaMigrations: Record<string, Migration>, name: string): Promise<string[]> {
  return applied(await migratorOf(db, areaMigrations, (migration) => migration < name).migrateToLatest());
}

function applied({ error, results }: MigrationResultSet): string[] {
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

function migratorOf(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
  db: Kysely<any>,
  areaMigrations: Record<string, Migration>,
  included: (name: string) => boolean = () => true,
): Migrator {
  for (const name of Object.keys(areaMigrations)) {
    if (name in engineMigrations) throw new Error(`migration ${name} is the engine's own`);
  }
  const migrations = Object.fromEntries(
    Object.entries({ ...engineMigrations, ...areaMigrations }).filter(([name]) => included(name)),
  );
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  return new Migrator({ db, provider });
}
