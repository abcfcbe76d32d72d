/**
 * Both engines store the same column types so one query layer serves both:
 * booleans as integer 0/1, nested lists and objects as JSON text, timestamps as ISO-8601 text (UTC),
 * which sorts chronologically as text.
 */
export type Flag = number;

export const toFlag = (value: boolean): Flag => (value ? 1 : 0);
export const fromFlag = (value: Flag | null | undefined): boolean => Number(value) === 1;

export const toJson = (value: unknown): string => JSON.stringify(value);
export function fromJson<T>(text: string | null | undefined, fallback: T): T {
  if (text === null || text === undefined || text === '') return fallback;
  return JSON.parse(text) as T;
}

/** Column types that mean the same on SQLite and PostgreSQL. */
export const ColumnType = {
  text: 'text',
  integer: 'integer',
  real: 'double precision',
} as const;
