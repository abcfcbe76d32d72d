import type {
  Database as WasmSqliteFile,
  PreparedStatement,
  Sqlite3Static,
  WasmPointer,
} from '@sqlite.org/sqlite-wasm';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** What better-sqlite3 throws for a failing statement: SQLite's message, and its result code's name as `code`. */
export class SqliteError extends Error {
  override name = 'SqliteError';
  readonly code: string;
  constructor(message: string, code: string) {
    super(message);
    this.code = code;
  }
}

export type WasmRow = Record<string, unknown>;

export interface WasmStatement extends SqliteStatement {
  all(parameters: ReadonlyArray<unknown>): WasmRow[];
}

/** Kysely's SqliteDialect database over a sqlite-wasm connection, answering as better-sqlite3 does. */
export interface WasmStatements extends SqliteDatabase {
  prepare(sqlText: string): WasmStatement;
}

const STATEMENT_CACHE_SIZE = 500;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/**
 * The statements of `file`, reused by their SQL text as open-database.ts's withStatementCache does (Kysely
 * prepares every query again; it runs one at a time, so reuse is safe). Evicted statements are finalized, the
 * rest on close. Values go in and come out as better-sqlite3 passes them: see bindParameters and readValue.
 */
export function createWasmStatements(sqlite3: Sqlite3Static, file: WasmSqliteFile): WasmStatements {
  const { capi, wasm } = sqlite3;
  const cache = new Map<string, { prepared: PreparedStatement; statement: WasmStatement }>();

  function failure(resultCode: number): SqliteError {
    return new SqliteError(capi.sqlite3_errmsg(file), capi.sqlite3_js_rc_str(resultCode));
  }

  function prepare(sqlText: string): PreparedStatement {
    if (!file.isOpen()) throw new TypeError('The database connection is not open');
    try {
      return file.prepare(sqlText);
    } catch (error) {
      // oo1 reports SQLite's own failures as "SQLITE_ERROR: sqlite3 result code 1: <message>"; others (empty SQL) as they are.
      const resultCode = capi.sqlite3_extended_errcode(file);
      throw resultCode === capi.SQLITE_OK ? error : failure(resultCode);
    }
  }

  // better-sqlite3 binds every JS number as a double (SQLite turns it into an integer in integer columns),
  // which keeps `? / 2` a real division and the same JSON text as on the server.
  function bindParameters(prepared: PreparedStatement, parameters: ReadonlyArray<unknown>): void {
    const pointer = prepared.pointer!;
    if (parameters.length < prepared.parameterCount)
      throw new RangeError('Too few parameter values were provided');
    if (parameters.length > prepared.parameterCount)
      throw new RangeError('Too many parameter values were provided');
    parameters.forEach((value, offset) => {
      const index = offset + 1;
      let resultCode: number = capi.SQLITE_OK;
      if (value === null || value === undefined) prepared.bind(index, null);
      else if (typeof value === 'number') resultCode = capi.sqlite3_bind_double(pointer, index, value);
      else if (typeof value === 'bigint') {
        if (value < INT64_MIN || value > INT64_MAX)
          throw new RangeError('The bound BigInt does not fit in 64 bits');
        resultCode = capi.sqlite3_bind_int64(pointer, index, value);
      } else if (typeof value === 'string') prepared.bind(index, value);
      else if (ArrayBuffer.isView(value)) {
        prepared.bind(index, new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
      } else throw new TypeError('SQLite3 can only bind numbers, strings, bigints, buffers, and null');
      if (resultCode !== capi.SQLITE_OK) throw failure(resultCode);
    });
  }

  /** Steps once: true when a row is ready. */
  function step(pointer: WasmPointer): boolean {
    const resultCode = capi.sqlite3_step(pointer);
    if (resultCode === capi.SQLITE_ROW) return true;
    if (resultCode === capi.SQLITE_DONE) return false;
    throw failure(resultCode);
  }

  // better-sqlite3 reads integers as JS numbers (lossy beyond 2^53, as there) and blobs as bytes.
  function readValue(pointer: WasmPointer, column: number): unknown {
    switch (capi.sqlite3_column_type(pointer, column)) {
      case capi.SQLITE_INTEGER:
      case capi.SQLITE_FLOAT:
        return capi.sqlite3_column_double(pointer, column);
      case capi.SQLITE_TEXT:
        return capi.sqlite3_column_text(pointer, column);
      case capi.SQLITE_BLOB: {
        const start = Number(capi.sqlite3_column_blob(pointer, column));
        return wasm.heap8u().slice(start, start + capi.sqlite3_column_bytes(pointer, column));
      }
      default:
        return null;
    }
  }

  function* rowsOf(prepared: PreparedStatement): Generator<WasmRow> {
    const pointer = prepared.pointer!;
    const names = Array.from({ length: prepared.columnCount }, (_, column) =>
      capi.sqlite3_column_name(pointer, column),
    );
    while (step(pointer)) {
      const row: WasmRow = {};
      names.forEach((name, column) => (row[name] = readValue(pointer, column)));
      yield row;
    }
  }

  function statementOf(sqlText: string, prepared: PreparedStatement): WasmStatement {
    const pointer = prepared.pointer!;
    return {
      reader: prepared.columnCount > 0,
      all(parameters) {
        bindParameters(prepared, parameters);
        try {
          return [...rowsOf(prepared)];
        } finally {
          capi.sqlite3_reset(pointer);
        }
      },
      run(parameters) {
        bindParameters(prepared, parameters);
        const changesBefore = capi.sqlite3_total_changes(file);
        try {
          step(pointer);
        } finally {
          capi.sqlite3_reset(pointer);
        }
        // As better-sqlite3: a statement that changed no row reports 0, not the changes of the one before it.
        const changed = capi.sqlite3_total_changes(file) !== changesBefore;
        return {
          changes: changed ? capi.sqlite3_changes(file) : 0,
          lastInsertRowid: Number(capi.sqlite3_last_insert_rowid(file)),
        };
      },
      // A statement of its own: the cached one may be asked for again while the caller still iterates.
      *iterate(parameters) {
        const own = prepare(sqlText);
        try {
          bindParameters(own, parameters);
          yield* rowsOf(own);
        } finally {
          own.finalize();
        }
      },
    };
  }

  return {
    prepare(sqlText) {
      let entry = cache.get(sqlText);
      if (entry) {
        cache.delete(sqlText); // re-inserted below: the Map's order is the least-recently-used order
      } else {
        const prepared = prepare(sqlText);
        entry = { prepared, statement: statementOf(sqlText, prepared) };
        if (cache.size >= STATEMENT_CACHE_SIZE) {
          const [oldestText, oldest] = cache.entries().next().value!;
          cache.delete(oldestText);
          oldest.prepared.finalize();
        }
      }
      cache.set(sqlText, entry);
      return entry.statement;
    },
    close() {
      for (const { prepared } of cache.values()) prepared.finalize();
      cache.clear();
      file.close();
    },
  };
}
