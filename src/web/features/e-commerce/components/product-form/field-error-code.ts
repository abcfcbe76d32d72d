/**
 * The code of a field's first error as react-hook-form holds it: on the field itself, or on one of its items
 * (`images.0`, `tags.3`) for a list.
 */
export function fieldErrorCode(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if (Array.isArray(error)) {
    for (const item of error) {
      const code = fieldErrorCode(item);
      if (code) return code;
    }
    return undefined;
  }
  const { message, root } = error as { message?: unknown; root?: unknown };
  if (typeof message === 'string' && message !== '') return message;
  return fieldErrorCode(root);
}
