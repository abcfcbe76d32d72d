/** Values bound per query when a list of ids is asked about: well below SQLite's limit of bound values. */
export const ID_BATCH = 200;

/** `items` in slices of at most `size`, for queries that bind each one. */
export function batches<T>(items: readonly T[], size = ID_BATCH): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/** `text` inside a LIKE pattern, its wildcards taken literally (escape character `\\`). */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
