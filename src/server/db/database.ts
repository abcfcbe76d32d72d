import type { Kysely } from 'kysely';
import type { DataVersionsTable } from './data-versions';

/**
 * Every table of the product. db/ knows only its own (the data versions); the areas list
 * (areas/index.ts) adds every area's tables to this interface.
 */
export interface Database {
  data_versions: DataVersionsTable;
}

export type Db = Kysely<Database>;
export type Engine = 'sqlite' | 'postgres';
