import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './http-client';

/**
 * Shows the fields a refused save names (a validation failure lists each, its path the request's, so
 * `updateAddress.city` is the form's `city`) on the form's own fields, focusing the first. Answers whether any
 * of them was the form's: else the screen shows the failure as a whole.
 */
export function setServerFieldErrors<T extends FieldValues>(
  failure: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  const named = failure instanceof ApiRequestError ? (failure.errors ?? []) : [];
  let placed = false;
  for (const { path, code } of named) {
    const field = fields.find((name) => name === path.split('.').at(-1));
    if (!field) continue;
    setError(field, { type: 'server', message: code }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
