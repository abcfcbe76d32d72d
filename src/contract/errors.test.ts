import { describe, expect, it } from 'vitest';
import { errorBodySchema, errorCatalogue, errorOfCode, errorTables } from './error-catalogue';
import { ClientErrors, type ApiErrorEntry } from './errors';

/** Every table of codes a client can meet: the API's and the web client's own. */
const tables: Record<string, Readonly<Record<string, ApiErrorEntry>>> = { ...errorTables, ClientErrors };
const entries = [...new Set(Object.values(tables).flatMap((table) => Object.values(table)))];

describe('the error catalogue', () => {
  it('gives every error its own code, `<area>.<name>` in lower case with underscores', () => {
    const owners = new Map<string, string[]>();
    for (const [tableName, table] of Object.entries(tables)) {
      for (const [name, entry] of Object.entries(table)) {
        expect(entry.code, `${tableName}.${name}`).toMatch(/^[a-z_]+(\.[a-z_]+)+$/);
        owners.set(entry.code, [...(owners.get(entry.code) ?? []), `${tableName}.${name}`]);
      }
    }
    // A code named by two tables must be the one entry shared (say UserErrors.emailRequired is AccountErrors').
    const distinctEntries = new Map<string, Set<ApiErrorEntry>>();
    for (const entry of entries)
      distinctEntries.set(entry.code, (distinctEntries.get(entry.code) ?? new Set()).add(entry));
    const twins = [...distinctEntries]
      .filter(([, found]) => found.size > 1)
      .map(([code]) => `${code}: ${owners.get(code)!.join(', ')}`);
    expect(twins).toEqual([]);
    expect(distinctEntries.size).toBe(entries.length);
  });

  it('gives every error a non-empty English message', () => {
    for (const entry of entries) {
      expect(entry.message.trim(), entry.code).not.toBe('');
      expect(entry.message, entry.code).toBe(entry.message.trim());
    }
  });

  it('holds every entry of the API tables once, and finds each by its code', () => {
    const apiEntries = new Set(Object.values(errorTables).flatMap((table) => Object.values(table)));
    expect(new Set(errorCatalogue)).toEqual(apiEntries);
    expect(errorCatalogue).toHaveLength(apiEntries.size);
    for (const entry of errorCatalogue) expect(errorOfCode(entry.code)).toBe(entry);
    // The web client's own codes never come from the API.
    for (const entry of Object.values(ClientErrors)) expect(errorOfCode(entry.code)).toBeUndefined();
  });

  it("is what the OpenAPI error schema lists as codes, for the error and for each field's", () => {
    const codes = errorCatalogue.map((entry) => entry.code).sort();
    expect([...errorBodySchema.shape.code.options].sort()).toEqual(codes);
    expect([...errorBodySchema.shape.errors.unwrap().element.shape.code.options].sort()).toEqual(codes);
  });
});
