import { accountApi } from '@/contract/api';
import { AccountRecoveryMessage, AccountRecoveryErrors, AccountRecoveryRule } from '@/contract/account-recovery';
import { ApiErrors } from '@/contract/errors';
import type { AppDeps } from '@/server/app-deps';
import { hashPassword } from '@/server/auth/password';
import { endOtherSessions, startSession } from '@/server/auth/sessions';
import { badRequest, forbidden, tooManyRequests } from '@/server/http/api-error';
import { rateLimit } from '@/server/http/rate-limit';
import { createRouter } from '@/server/http/router';
import { findUserByEmail, toAccountUser } from './account-store';
import { consumePasswordToken, issuePasswordToken, passwordTokenLink } from './password-tokens';
import { resetPasswordMail } from './recovery-mail';
import {
  issueResetCode,
  redeemResetCode,
  setPasswordHash,
  voidResetCodes,
} from './recovery-store';

/** Public routes of password reset; every answer is enumeration-safe or needs a secret the mail carried. */
export function accountRecoveryRoutes({ database, tokens, clock, config, mailDelivery }: AppDeps) {
  const { db } = database;
  const router = createRouter();

  // Per account the mails are capped (answered alike, see issueResetCode); per address the requests are.
  router.post(
    accountApi.resetPassword.path,
    rateLimit({
      shared: { database, name: 'password-reset' },
      limit: config.resetRateLimit,
      windowMs: AccountRecoveryRule.requestWindowMs,
      onLimited: (_c, retryAfter) => {
        throw tooManyRequests(AccountRecoveryErrors.tooManyRequests, retryAfter);
      },
    }),
  );

  router.openapi(accountApi.resetPassword, async (c) => {
    const { email } = c.req.valid('json');
    const log = c.get('log');
    const account = await findUserByEmail(db, email);
    if (account && account.status !== 'banned') {
      const now = clock();
      const issued = await db.transaction().execute(async (trx) => {
        const code = await issueResetCode(trx, account.id, now);
        if (!code) return null;
        return { code, link: mailDelivery.link(passwordTokenLink(await issuePasswordToken(trx, account.id, now))) };
      });
      if (issued) {
        // The mail goes to the account's own address (or inbox) only. Its secrets are logged at debug, never above.
        log.debug({ userId: account.id, ...issued }, 'password reset mail content');
        const to = { userId: account.id, email: account.email, name: account.display_name || account.first_name };
        // A failed send is logged at error by the delivery; the answer stays the same.
        if (await mailDelivery.send(resetPasswordMail(to, issued))) {
          log.info({ userId: account.id, transport: mailDelivery.transport }, 'password reset mail sent');
        }
      } else log.warn({ userId: account.id }, 'password reset refused: too many requests');
    }
    return c.json({ message: AccountRecoveryMessage.resetRequested }, 200);
  });

  router.openapi(accountApi.verify, async (c) => {
    const { email, code } = c.req.valid('json');
    const account = await findUserByEmail(db, email);
    const now = clock();
    if (!account || !(await redeemResetCode(db, account.id, code, now))) throw badRequest(AccountRecoveryErrors.codeInvalid);
    return c.json({ resetToken: await issuePasswordToken(db, account.id, now) }, 200);
  });

  router.openapi(accountApi.newPassword, async (c) => {
    const { token, password } = c.req.valid('json');
    const passwordHash = await hashPassword(password);
    // A banned account keeps its token: the transaction rolls back.
    const account = await db.transaction().execute(async (trx) => {
      const userId = await consumePasswordToken(trx, token, clock());
      const row = userId && (await trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst());
      if (!row) throw badRequest(AccountRecoveryErrors.linkInvalid);
      if (row.status === 'banned') throw forbidden(ApiErrors.accountBanned);
      await setPasswordHash(trx, row.id, passwordHash);
      await voidResetCodes(trx, row.id);
      // Whoever knew the old password is signed out everywhere.
      await endOtherSessions(trx, row.id);
      return { ...row, password_hash: passwordHash };
    });
    return c.json({ accessToken: await startSession(db, { tokens, clock }, account.id), user: toAccountUser(account) }, 200);
  });

  return router;
}
