import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FieldError } from '@/contract/errors';
import { ApiRequestError } from './http-client';

/** The fields a refused call names (a validation failure lists each one); none for any other failure. */
export function fieldErrorsOf(failure: unknown): FieldError[] {
  return failure instanceof ApiRequestError ? (failure.errors ?? []) : [];
}

/**
 * Shows each field error of a refused save under its field of the form, by its code (for useErrorText), and focuses
 * the first. `fieldOf` names the form's field an error's path stands for, if any. Answers whether any was shown.
 */
export function showFieldErrors<T extends FieldValues>(
  fieldErrors: FieldError[],
  setError: UseFormSetError<T>,
  fieldOf: (path: string) => Path<T> | undefined,
): boolean {
  let shown = false;
  for (const { path, code } of fieldErrors) {
    const field = fieldOf(path);
    if (!field) continue;
    setError(field, { type: 'server', message: code }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}

/**
 * Shows the fields a refused save names on the form's own fields, matching by the path's last part (so
 * `updateAddress.city` is the form's `city`). Answers whether any of them was the form's: else the screen shows
 * the failure as a whole.
 */
export function setServerFieldErrors<T extends FieldValues>(
  failure: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  return showFieldErrors(fieldErrorsOf(failure), setError, (path) => fields.find((name) => name === path.split('.').at(-1)));
}
