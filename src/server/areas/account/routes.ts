import { createRoute } from '@hono/zod-openapi';
import {
  loginOptionsResponseSchema,
  loginRequestSchema,
  myAccountResponseSchema,
  registerRequestSchema,
  sessionResponseSchema,
} from '@/contract/account';
import { ErrorMessage } from '@/contract/errors';
import type { AppDeps } from '@/server/app-deps';
import type { AuthGuards } from '@/server/auth/middleware';
import { hashPassword, verifyPassword } from '@/server/auth/password';
import { badRequest, forbidden } from '@/server/http/api-error';
import { bearerAuth, createRouter, errorResponses, jsonBody, jsonOk } from '@/server/http/router';
import { findUserByEmail, insertAccount, toAccountUser } from './account-store';
import { createDemoAccountCheck } from './demo-account';

const tags = ['Account'];

const login = createRoute({
  method: 'post',
  path: '/login',
  tags,
  summary: 'Sign in with email and password',
  request: { body: jsonBody(loginRequestSchema) },
  responses: { ...jsonOk(sessionResponseSchema), ...errorResponses(400, 403) },
});

const register = createRoute({
  method: 'post',
  path: '/register',
  tags,
  summary: 'Create an account (role user) and sign in',
  request: { body: jsonBody(registerRequestSchema) },
  responses: { ...jsonOk(sessionResponseSchema), ...errorResponses(400) },
});

const myAccount = createRoute({
  method: 'get',
  path: '/my-account',
  tags,
  summary: 'The signed-in account',
  security: bearerAuth,
  responses: { ...jsonOk(myAccountResponseSchema), ...errorResponses(401, 403) },
});

const loginOptions = createRoute({
  method: 'get',
  path: '/login-options',
  tags,
  summary: 'What the login screen shows: the demo credentials while the demo account still uses them',
  responses: { ...jsonOk(loginOptionsResponseSchema) },
});

export function accountRoutes({ database, tokens, clock }: AppDeps, guards: AuthGuards) {
  const { db } = database;
  const router = createRouter();

  router.openapi(login, async (c) => {
    const { email, password } = c.req.valid('json');
    const user = await findUserByEmail(db, email);
    if (!user) throw badRequest(ErrorMessage.noUserForEmail);
    if (!(await verifyPassword(password, user.password_hash))) throw badRequest(ErrorMessage.wrongPassword);
    if (user.status === 'banned') throw forbidden(ErrorMessage.accountBanned);
    return c.json({ accessToken: await tokens.issue(user.id), user: toAccountUser(user) }, 200);
  });

  router.openapi(register, async (c) => {
    const { email, password, firstName, lastName } = c.req.valid('json');
    if (await findUserByEmail(db, email)) throw badRequest(ErrorMessage.emailTaken);
    const passwordHash = await hashPassword(password);
    // A concurrent registration of the same email loses on the unique index and gets the same answer.
    const user = await insertAccount(db, { email, passwordHash, firstName, lastName, role: 'user', now: clock() }).catch(
      async (error: unknown) => {
        if (await findUserByEmail(db, email)) throw badRequest(ErrorMessage.emailTaken);
        throw error;
      },
    );
    return c.json({ accessToken: await tokens.issue(user.id), user: toAccountUser(user) }, 200);
  });

  const demoAccount = createDemoAccountCheck(db, clock);
  router.openapi(loginOptions, async (c) => c.json({ demoAccount: await demoAccount() }, 200));

  router.use(myAccount.getRoutingPath(), guards.requireUser);
  router.openapi(myAccount, (c) => c.json({ user: toAccountUser(c.get('user')) }, 200));

  return router;
}
