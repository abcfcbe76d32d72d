const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The log lines that hold `secret` as a whole word: a 6-digit code counts only on its own, not inside a
 * request id or a time.
 */
export function linesHolding(output: readonly string[], secret: string): string[] {
  const pattern = new RegExp(`(?<![\\w-])${escapeRegExp(secret)}(?![\\w-])`);
  return output.filter((line) => pattern.test(line));
}
