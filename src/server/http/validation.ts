import type { Context } from 'hono';
import type { z } from 'zod';
import { errorOfCode } from '@/contract/error-catalogue';
import { ApiErrors, type FieldError } from '@/contract/errors';
import { ApiError } from './api-error';

type SafeParseResult = { success: true; data: unknown } | { success: false; error: z.ZodError };

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
  if (result.success) return refuseUnstorableText(result.data);
  const errors = describeIssues(result.error);
  const first = errors[0];
  throw new ApiError(
    400,
    first ? { code: first.code, message: `${first.path}: ${first.message}` } : ApiErrors.badRequest,
    errors,
  );
}

// A NUL character, or half of a surrogate pair without its other half.
// eslint-disable-next-line no-control-regex -- NUL is the character this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first string in `value` that holds a NUL character or a lone surrogate. */
function unstorableTextPath(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = unstorableTextPath(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/**
 * Text that one engine would store and the other refuse (PostgreSQL takes no NUL; neither can store half a
 * surrogate pair as UTF-8) is refused before it reaches either, so both answer alike.
 */
function refuseUnstorableText(data: unknown): void {
  const path = unstorableTextPath(data);
  if (!path) return;
  const field = path.length > 0 ? path.join('.') : '(body)';
  const { code, message } = ApiErrors.unstorableText;
  throw new ApiError(400, { code, message: `${field}: ${message}` }, [{ path: field, code, message }]);
}
