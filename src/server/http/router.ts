import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './app-env';
import { validationHook } from './validation';

/**
 * A router of one API area; every one shares the same validation failure answer. It serves the route
 * definitions of the contract (src/contract/api), whose paths are full, so it is mounted at '/'.
 */
export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}
