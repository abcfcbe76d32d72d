import { accountApi } from '@/contract/api';
import { AccountErrors } from '@/contract/account-messages';
import { ApiErrors } from '@/contract/errors';
import type { AppDeps } from '@/server/app-deps';
import type { AuthGuards } from '@/server/auth/middleware';
import { hashPassword, verifyPassword } from '@/server/auth/password';
import { badRequest, forbidden } from '@/server/http/api-error';
import { createRouter } from '@/server/http/router';
import { findUserByEmail, insertAccount, toAccountUser } from './account-store';
import { createDemoAccountCheck } from './demo-account';

export function accountRoutes({ database, tokens, clock, config }: AppDeps, guards: AuthGuards) {
  const { db } = database;
  const registrationOpen = config.registration === 'open';
  const router = createRouter();

  router.openapi(accountApi.login, async (c) => {
    const { email, password } = c.req.valid('json');
    const user = await findUserByEmail(db, email);
    if (!user) throw badRequest(ApiErrors.noUserForEmail);
    if (!(await verifyPassword(password, user.password_hash))) throw badRequest(ApiErrors.wrongPassword);
    if (user.status === 'banned') throw forbidden(ApiErrors.accountBanned);
    return c.json({ accessToken: await tokens.issue(user.id), user: toAccountUser(user) }, 200);
  });

  // Closed registration refuses every request, before its body is read.
  router.post(accountApi.register.path, async (_c, next) => {
    if (!registrationOpen) throw forbidden(AccountErrors.registrationClosed);
    await next();
  });
  router.openapi(accountApi.register, async (c) => {
    const { email, password, firstName, lastName } = c.req.valid('json');
    if (await findUserByEmail(db, email)) throw badRequest(ApiErrors.emailTaken);
    const passwordHash = await hashPassword(password);
    // A concurrent registration of the same email loses on the unique index and gets the same answer.
    const user = await insertAccount(db, { email, passwordHash, firstName, lastName, role: 'user', now: clock() }).catch(
      async (error: unknown) => {
        if (await findUserByEmail(db, email)) throw badRequest(ApiErrors.emailTaken);
        throw error;
      },
    );
    return c.json({ accessToken: await tokens.issue(user.id), user: toAccountUser(user) }, 200);
  });

  const demoAccount = createDemoAccountCheck(db, clock);
  router.openapi(accountApi.loginOptions, async (c) => c.json({ demoAccount: await demoAccount(), registrationOpen }, 200));

  router.use(accountApi.myAccount.path, guards.requireUser);
  router.openapi(accountApi.myAccount, (c) => c.json({ user: toAccountUser(c.get('user')) }, 200));

  return router;
}
