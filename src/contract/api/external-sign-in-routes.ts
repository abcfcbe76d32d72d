import {
  externalCallbackQuerySchema,
  externalCompleteRequestSchema,
  externalCompleteResponseSchema,
  externalProviderBodySchema,
  externalProviderParamsSchema,
  externalStartQuerySchema,
  identitiesResponseSchema,
  linkStartResponseSchema,
} from '@/contract/external-sign-in';
import { bearerAuth, defineRoute, errorResponses, jsonBody, jsonOk, publicAccess } from './route-helpers';

const tags = ['Sign-in through a provider'];
const redirect = (description: string) => ({
  302: { description, headers: { Location: { schema: { type: 'string' as const } } } },
});

/**
 * Signing in through the hosted OpenID Connect tenant or a social provider (authorization code with PKCE),
 * and the providers linked to an account. The browser opens `start`, the provider sends it back to `callback`,
 * which sends it on to the login screen with a one-time code the web app exchanges for a session (`complete`).
 */
export const externalSignInApi = {
  start: defineRoute({
    method: 'get',
    path: '/api/account/external/{provider}/start',
    operationId: 'startExternalSignIn',
    tags,
    security: publicAccess,
    summary:
      "Open in the browser: sends the visitor to the provider's sign-in (state, nonce and PKCE kept here)",
    request: { params: externalProviderParamsSchema, query: externalStartQuerySchema },
    responses: {
      ...redirect(
        'To the provider; or back to /auth/login?externalError=<code> (method off, provider unreachable, too many attempts)',
      ),
      ...errorResponses(400),
    },
  }),
  callback: defineRoute({
    method: 'get',
    path: '/api/account/external/{provider}/callback',
    operationId: 'finishExternalSignIn',
    tags,
    security: publicAccess,
    summary: 'Where the provider sends the visitor back: the code is exchanged and the ID token checked',
    request: { params: externalProviderParamsSchema, query: externalCallbackQuerySchema },
    responses: {
      ...redirect(
        'To /auth/login?externalSignIn=<one-time code> (signed in) or ?externalError=<code>; when linking, to /dashboard/user/account?linked=<provider> or ?externalError=<code>',
      ),
      ...errorResponses(400),
    },
  }),
  complete: defineRoute({
    method: 'post',
    path: '/api/account/external/complete',
    operationId: 'completeExternalSignIn',
    tags,
    security: publicAccess,
    summary:
      "Exchange the callback's one-time code (valid 60 s, once) for a session, like a password sign-in",
    request: { body: jsonBody(externalCompleteRequestSchema) },
    responses: { ...jsonOk(externalCompleteResponseSchema), ...errorResponses(400, 403, 413) },
  }),
  identities: defineRoute({
    method: 'get',
    path: '/api/account/identities',
    operationId: 'getLinkedIdentities',
    tags,
    security: bearerAuth,
    summary:
      'The providers linked to the signed-in account, whether it has a password, and the providers offered',
    responses: { ...jsonOk(identitiesResponseSchema), ...errorResponses(401, 403) },
  }),
  link: defineRoute({
    method: 'post',
    path: '/api/account/identities/link',
    operationId: 'linkIdentity',
    tags,
    security: bearerAuth,
    summary: 'Start linking a provider to the signed-in account: the address to send the browser to',
    request: { body: jsonBody(externalProviderBodySchema) },
    responses: { ...jsonOk(linkStartResponseSchema), ...errorResponses(400, 401, 403, 404, 413, 429, 502) },
  }),
  unlink: defineRoute({
    method: 'post',
    path: '/api/account/identities/unlink',
    operationId: 'unlinkIdentity',
    tags,
    security: bearerAuth,
    summary: 'Unlink a provider; refused while it is the only way left to sign in',
    request: { body: jsonBody(externalProviderBodySchema) },
    responses: { ...jsonOk(identitiesResponseSchema), ...errorResponses(400, 401, 403, 404, 413) },
  }),
};
