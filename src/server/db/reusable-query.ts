import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database';
import type { DatabaseHandle } from './open-database';

/**
 * A query of the hot path (every request runs it), built and compiled once per database and then run with
 * each request's parameter values, in the order the built query had them, through DatabaseHandle.readRows.
 * Building, compiling and queueing a primary-key select through Kysely costs more than running it.
 */
export function reusableQuery<Row>(build: (db: Db) => Compilable<Row>) {
  const compiled = new WeakMap<Db, CompiledQuery<Row>>();
  return (database: DatabaseHandle, ...parameters: readonly unknown[]): Promise<Row[]> => {
    let query = compiled.get(database.db);
    if (!query) {
      query = build(database.db).compile();
      compiled.set(database.db, query);
    }
    if (query.parameters.length !== parameters.length) {
      throw new Error(`the query takes ${query.parameters.length} parameters, not ${parameters.length}`);
    }
    return database.readRows({ ...query, parameters });
  };
}
