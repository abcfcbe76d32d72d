import type { Kysely } from 'kysely';
import type { DataVersionsTable } from './data-versions';
import type { RateLimitWindowsTable, SignInFailuresTable } from './request-limits';

/**
 * Every table of the product. db/ knows only its own (the data versions, the request limits); the areas list
 * (areas/index.ts) adds every area's tables to this interface.
 */
export interface Database {
  data_versions: DataVersionsTable;
  rate_limit_windows: RateLimitWindowsTable;
  sign_in_failures: SignInFailuresTable;
}

export type Db = Kysely<Database>;
export type Engine = 'sqlite' | 'postgres';
