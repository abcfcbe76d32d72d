import type { Hono } from 'hono';
import type { Migration } from 'kysely';
import type { AppDeps } from './app-deps';
import type { AuthGuards } from './auth/middleware';
import type { SeedPlan, AccountsSeed, DemoSeed } from './db/seed/seed-database';
import type { AppEnv } from './http/app-env';

/**
 * One router of an area, mounted at `basePath` (its routes' paths are relative to it; the API's routes carry
 * their full paths from the contract, so API routers are mounted at '/').
 */
export interface AreaRouter {
  basePath: string;
  create(deps: AppDeps, guards: AuthGuards): Hono<AppEnv>;
  /**
   * The path prefix under which the router limits request bodies itself (uploaded bytes, a smaller limit of
   * its own): the 1 MiB JSON limit every other API route shares skips it.
   */
  limitsBodiesUnder?: string;
}

/** Marks the tables type an area carries; it exists for the type checker only. */
declare const tablesOfArea: unique symbol;

/** A text column that may hold the url of an upload (`/uploads/<name>`: alone, in a JSON list, in HTML). */
export interface UploadReference {
  table: string;
  column: string;
}

/** An upload reference to one of `Tables` (for `satisfies`, so a misspelt table or column fails to compile). */
export type UploadReferenceOf<Tables extends object> = {
  [Table in keyof Tables & string]: { table: Table; column: keyof Tables[Table] & string };
}[keyof Tables & string];

/**
 * A part of the product plugged in as one unit: its routers, its schema, its demo data. The server's
 * areas are listed once, in areas/index.ts; the app, the migration runner and the seed read that list.
 */
export interface Area<Tables extends object = never> {
  name: string;
  routers?: AreaRouter[];
  /**
   * Schema changes by name ('0007_calendar'). The migrations of all areas run together in name order,
   * so a new one takes the next free number across the product; one that has shipped is never edited.
   */
  migrations?: Record<string, Migration>;
  /** Seeds the accounts on the first start of an empty database; exactly one area does. */
  accountsSeed?: AccountsSeed;
  /** The area's demo data, seeded after the accounts unless SEED_DEMO=false. */
  demoSeed?: DemoSeed;
  /**
   * Every column of the area where a stored upload's url can land, snapshots of someone's photo included: an
   * upload that none of them mentions is removed after a grace period (areas/uploads/upload-cleanup.ts).
   */
  uploadReferences?: readonly UploadReference[];
  /** The tables the area's migrations create; the product's Database type is assembled from them. */
  readonly [tablesOfArea]?: Tables;
}

type Intersection<Union> = (Union extends unknown ? (part: Union) => void : never) extends (all: infer All) => void
  ? All
  : never;

/** Every table of the given areas, as one type. */
export type TablesOf<Areas extends Area<object>> = Intersection<Areas extends Area<infer Tables> ? Tables : never>;

/** The migrations of every area in one set; two areas never use the same name. */
export function areaMigrations(areas: readonly Area<object>[]): Record<string, Migration> {
  const migrations: Record<string, Migration> = {};
  for (const area of areas) {
    for (const [name, migration] of Object.entries(area.migrations ?? {})) {
      if (name in migrations) throw new Error(`migration ${name} of area ${area.name} is declared twice`);
      migrations[name] = migration;
    }
  }
  return migrations;
}

/** The one accounts seed, then every demo seed in ascending `order`. */
export function areaSeedPlan(areas: readonly Area<object>[]): SeedPlan {
  const accounts = areas.flatMap((area) => (area.accountsSeed ? [area.accountsSeed] : []));
  if (accounts.length !== 1) throw new Error(`exactly one area seeds the accounts, not ${accounts.length}`);
  const demo = areas
    .flatMap((area) => (area.demoSeed ? [area.demoSeed] : []))
    .sort((a, b) => a.order - b.order);
  return { accounts: accounts[0]!, demo };
}

/** The columns every area declares may hold upload urls. */
export function areaUploadReferences(areas: readonly Area<object>[]): UploadReference[] {
  return areas.flatMap((area) => area.uploadReferences ?? []);
}

/** Every router of the areas, in the order of the list. */
export function areaRouters(areas: readonly Area<object>[]): AreaRouter[] {
  return areas.flatMap((area) => area.routers ?? []);
}
