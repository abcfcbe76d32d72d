import {
  loginOptionsResponseSchema,
  loginRequestSchema,
  myAccountResponseSchema,
  registerRequestSchema,
  sessionResponseSchema,
} from '@/contract/account';
import {
  newPasswordRequestSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  verifyCodeRequestSchema,
  verifyCodeResponseSchema,
} from '@/contract/account-recovery';
import { bearerAuth, defineRoute, errorResponses, jsonBody, jsonOk, publicAccess } from './route-helpers';

const tags = ['Account'];

export const accountApi = {
  login: defineRoute({
    method: 'post',
    path: '/api/account/login',
    operationId: 'login',
    tags,
    security: publicAccess,
    summary: 'Sign in with email and password',
    request: { body: jsonBody(loginRequestSchema) },
    responses: { ...jsonOk(sessionResponseSchema), ...errorResponses(400, 403, 413, 503) },
  }),
  register: defineRoute({
    method: 'post',
    path: '/api/account/register',
    operationId: 'register',
    tags,
    security: publicAccess,
    summary: 'Create an account (role user) and sign in; 403 while registration is closed',
    request: { body: jsonBody(registerRequestSchema) },
    responses: { ...jsonOk(sessionResponseSchema), ...errorResponses(400, 403, 413, 503) },
  }),
  myAccount: defineRoute({
    method: 'get',
    path: '/api/account/my-account',
    operationId: 'getMyAccount',
    tags,
    security: bearerAuth,
    summary: 'The signed-in account',
    responses: { ...jsonOk(myAccountResponseSchema), ...errorResponses(401, 403) },
  }),
  loginOptions: defineRoute({
    method: 'get',
    path: '/api/account/login-options',
    operationId: 'getLoginOptions',
    tags,
    security: publicAccess,
    summary: 'What the login screen shows: the demo credentials while the demo account still uses them',
    responses: { ...jsonOk(loginOptionsResponseSchema), ...errorResponses('4XX') },
  }),
  resetPassword: defineRoute({
    method: 'post',
    path: '/api/account/reset-password',
    operationId: 'requestPasswordReset',
    tags,
    security: publicAccess,
    summary: 'Mail a one-time link (24 h) and a 6-digit code (15 min); the same answer whether or not the account exists',
    request: { body: jsonBody(resetPasswordRequestSchema) },
    responses: { ...jsonOk(resetPasswordResponseSchema), ...errorResponses(400, 413) },
  }),
  verify: defineRoute({
    method: 'post',
    path: '/api/account/verify',
    operationId: 'verifyResetCode',
    tags,
    security: publicAccess,
    summary: 'Exchange the 6-digit code of a reset mail for a one-time reset token',
    request: { body: jsonBody(verifyCodeRequestSchema) },
    responses: { ...jsonOk(verifyCodeResponseSchema), ...errorResponses(400, 413) },
  }),
  newPassword: defineRoute({
    method: 'post',
    path: '/api/account/new-password',
    operationId: 'setNewPassword',
    tags,
    security: publicAccess,
    summary: 'Set the password with a one-time token (reset or set-password link) and sign in',
    request: { body: jsonBody(newPasswordRequestSchema) },
    responses: { ...jsonOk(sessionResponseSchema), ...errorResponses(400, 403, 413, 503) },
  }),
};
