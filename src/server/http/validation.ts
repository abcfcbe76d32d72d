import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './api-error';

type SafeParseResult = { success: true } | { success: false; error: z.ZodError };

export function describeIssues(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({
    path: issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)',
    message: issue.message,
  }));
}

/**
 * Every request that fails its contract schema gets 400 with a message naming the first bad field,
 * e.g. "email: Email is required", and all issues under `errors`.
 */
export function validationHook(result: SafeParseResult, _c: Context): void {
  if (result.success) return;
  const errors = describeIssues(result.error);
  const first = errors[0];
  throw new ApiError(400, first ? `${first.path}: ${first.message}` : 'Invalid request', errors);
}
