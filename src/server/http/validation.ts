import type { Context } from 'hono';
import type { z } from 'zod';
import { errorOfCode } from '@/contract/error-catalogue';
import { ApiErrors, type FieldError } from '@/contract/errors';
import { ApiError } from './api-error';

type SafeParseResult = { success: true } | { success: false; error: z.ZodError };

/**
 * The contract's schemas state their rules by code (e.g. `account.email_required`); the answer carries
 * the code and the rule's English text. A rule zod states itself keeps zod's text under a generic code.
 */
export function describeIssues(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => {
    const rule = errorOfCode(issue.message);
    return {
      path: issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)',
      message: rule?.message ?? issue.message,
      code: rule?.code ?? ApiErrors.invalidField.code,
    };
  });
}

/**
 * Every request that fails its contract schema gets 400 with a message naming the first bad field,
 * e.g. "email: Email is required", its code, and all issues under `errors`.
 */
export function validationHook(result: SafeParseResult, _c: Context): void {
  if (result.success) return;
  const errors = describeIssues(result.error);
  const first = errors[0];
  throw new ApiError(
    400,
    first ? { code: first.code, message: `${first.path}: ${first.message}` } : ApiErrors.badRequest,
    errors,
  );
}
