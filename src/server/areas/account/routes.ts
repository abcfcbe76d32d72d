import { accountApi } from '@/contract/api';
import { AccountErrors, RegistrationLimit, SessionMessage } from '@/contract/account-messages';
import { ApiErrors } from '@/contract/errors';
import type { AppDeps } from '@/server/app-deps';
import type { AuthGuards } from '@/server/auth/middleware';
import { configuredSocialProviders } from '@/server/config-sign-in';
import { hashPassword, verifyPassword } from '@/server/auth/password';
import { endOtherSessions, endSession, startSession } from '@/server/auth/sessions';
import { signInThrottleFor } from '@/server/auth/sign-in-throttle';
import { ApiError, badRequest, fieldError, forbidden, tooManyRequests } from '@/server/http/api-error';
import { rateLimit } from '@/server/http/rate-limit';
import { createRouter } from '@/server/http/router';
import { findUserByEmail, insertAccount, toAccountUser } from './account-store';
import { setPasswordHash } from './recovery-store';
import { createDemoAccountCheck } from './demo-account';

export function accountRoutes({ database, tokens, clock, config }: AppDeps, guards: AuthGuards) {
  const { db } = database;
  const registrationOpen = config.registration === 'open';
  const router = createRouter();
  const throttle = signInThrottleFor(database);

  router.openapi(accountApi.login, async (c) => {
    const { email, password } = c.req.valid('json');
    const check = await throttle.begin(email, c.get('clientAddress'));
    if ('retryAfterSeconds' in check) throw tooManyRequests(AccountErrors.tooManySignIns, check.retryAfterSeconds);
    const user = await findUserByEmail(db, email);
    if (!user) throw badRequest(ApiErrors.noUserForEmail);
    const matches = await verifyPassword(password, user.password_hash).catch(async (error: unknown) => {
      // Too busy to check (503) is no failed sign-in.
      if (error instanceof ApiError) await check.attempt.forgive();
      throw error;
    });
    if (!matches) throw badRequest(ApiErrors.wrongPassword);
    await check.attempt.succeeded();
    if (user.status === 'banned') throw forbidden(ApiErrors.accountBanned);
    return c.json({ accessToken: await startSession(db, { tokens, clock }, user.id), user: toAccountUser(user) }, 200);
  });

  // Closed registration refuses every request, before its body is read; open registration counts every request
  // of an address, valid or not.
  router.post(accountApi.register.path, async (_c, next) => {
    if (!registrationOpen) throw forbidden(AccountErrors.registrationClosed);
    await next();
  });
  router.post(
    accountApi.register.path,
    rateLimit({
      shared: { database, name: 'registration' },
      limit: config.registrationRateLimit,
      windowMs: RegistrationLimit.windowMs,
      onLimited: (_c, retryAfter) => {
        throw tooManyRequests(AccountErrors.tooManyRegistrations, retryAfter);
      },
    }),
  );
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
    return c.json({ accessToken: await startSession(db, { tokens, clock }, user.id), user: toAccountUser(user) }, 200);
  });

  const demoAccount = createDemoAccountCheck(db, clock, config.seedDemo);
  const methods = config.signIn.methods;
  const socialProviders = configuredSocialProviders(config.signIn);
  router.openapi(accountApi.loginOptions, async (c) =>
    c.json({ demoAccount: await demoAccount(), registrationOpen, methods, socialProviders }, 200),
  );

  for (const path of [accountApi.myAccount.path, accountApi.logout.path, accountApi.changePassword.path]) {
    router.use(path, guards.requireUser);
  }
  router.openapi(accountApi.myAccount, (c) => c.json({ user: toAccountUser(c.get('user')) }, 200));

  router.openapi(accountApi.logout, async (c) => {
    await endSession(db, c.get('sessionId'));
    return c.json({ message: SessionMessage.signedOut }, 200);
  });

  router.openapi(accountApi.changePassword, async (c) => {
    const { oldPassword, newPassword } = c.req.valid('json');
    const user = c.get('user');
    if (!(await verifyPassword(oldPassword, user.password_hash))) {
      throw fieldError('oldPassword', AccountErrors.oldPasswordWrong);
    }
    const passwordHash = await hashPassword(newPassword);
    await db.transaction().execute(async (trx) => {
      await setPasswordHash(trx, user.id, passwordHash);
      await endOtherSessions(trx, user.id, c.get('sessionId'));
    });
    return c.json({ message: SessionMessage.passwordChanged }, 200);
  });

  return router;
}
