import * as client from 'openid-client';
import { externalSignInApi } from '@/contract/api';
import {
  ExternalSignInErrors,
  ExternalSignInRateLimit,
  externalCallbackPath,
  externalSignInReturn,
  safeReturnTo,
} from '@/contract/external-sign-in-messages';
import type { ExternalProvider } from '@/contract/sign-in-methods';
import { toAccountUser } from '@/server/areas/account/account-store';
import type { AppDeps } from '@/server/app-deps';
import type { AuthGuards } from '@/server/auth/middleware';
import { startSession } from '@/server/auth/sessions';
import { ApiError, badRequest, forbidden } from '@/server/http/api-error';
import { rateLimit } from '@/server/http/rate-limit';
import { createRouter } from '@/server/http/router';
import { consumeAttempt, consumeHandoff, issueHandoff, saveAttempt } from './attempts';
import { importProviderPhoto } from './import-photo';
import { accountForIdentity, identitiesOf, linkIdentity, unlinkIdentity } from './identities';
import { createProviderClients, refusalOf, type SignInChecks } from './provider-clients';

type Refusal = (typeof ExternalSignInErrors)[keyof typeof ExternalSignInErrors];
const { loginPath, accountPath, accountTab, params } = externalSignInReturn;

/** The login screen (or the account settings), with what happened in its address. */
const screen = (path: string, values: Record<string, string>) => `${path}?${new URLSearchParams(values)}`;

/**
 * Sign-in through the hosted OpenID Connect tenant and the social providers (authorization code + PKCE, with
 * openid-client), linking providers to an account, and handing the finished sign-in to the web app. Every
 * failure of the round trip sends the visitor back to the screen they came from with the error's code.
 */
export function externalSignInRoutes(deps: AppDeps, guards: AuthGuards) {
  const { database, tokens, clock, config, logger } = deps;
  const { db } = database;
  const router = createRouter();
  const clients = createProviderClients(config.signIn);
  const registrationOpen = config.registration === 'open';
  const redirectUri = (provider: ExternalProvider) => `${config.publicUrl}${externalCallbackPath(provider)}`;

  const newChecks = (provider: ExternalProvider): SignInChecks => ({
    redirectUri: redirectUri(provider),
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
  });
  const warn = (provider: string, refusal: Refusal, error: unknown) =>
    logger.warn({ err: error, provider, code: refusal.code }, 'sign-in through a provider refused');

  router.get(
    '/api/account/external/:provider/start',
    rateLimit({
      shared: { database, name: 'external-sign-in' },
      limit: ExternalSignInRateLimit.perWindow,
      windowMs: ExternalSignInRateLimit.windowMs,
      onLimited: (c) =>
        c.redirect(screen(loginPath, { [params.error]: ExternalSignInErrors.tooManyAttempts.code })),
    }),
  );
  router.openapi(externalSignInApi.start, async (c) => {
    const { provider } = c.req.valid('param');
    const providerClient = clients.get(provider);
    if (!providerClient)
      return c.redirect(screen(loginPath, { [params.error]: ExternalSignInErrors.methodOff.code }));
    const checks = newChecks(provider);
    try {
      const url = await providerClient.authorizationUrl(checks);
      await saveAttempt(
        db,
        { provider, ...checks, returnTo: safeReturnTo(c.req.valid('query').returnTo), linkUserId: null },
        clock(),
      );
      return c.redirect(url.href);
    } catch (error) {
      const refusal = refusalOf(error);
      warn(provider, refusal, error);
      return c.redirect(screen(loginPath, { [params.error]: refusal.code }));
    }
  });

  router.openapi(externalSignInApi.callback, async (c) => {
    const { provider } = c.req.valid('param');
    const query = new URL(c.req.url).searchParams;
    const providerClient = clients.get(provider);
    const attempt = providerClient && (await consumeAttempt(db, provider, query.get('state') ?? '', clock()));
    if (!providerClient || !attempt) {
      const refusal = providerClient ? ExternalSignInErrors.attemptInvalid : ExternalSignInErrors.methodOff;
      return c.redirect(screen(loginPath, { [params.error]: refusal.code }));
    }
    const linking = attempt.linkUserId !== null;
    const back = (refusal: Refusal) =>
      c.redirect(
        linking
          ? screen(accountPath, { tab: accountTab, [params.error]: refusal.code })
          : screen(loginPath, { [params.error]: refusal.code }),
      );
    const state = query.get('state')!;
    let profile;
    try {
      profile = await providerClient.finish(query, { redirectUri: redirectUri(provider), state, ...attempt });
    } catch (error) {
      const refusal = refusalOf(error);
      warn(provider, refusal, error);
      return back(refusal);
    }

    if (attempt.linkUserId !== null) {
      const refusal = await linkIdentity(db, attempt.linkUserId, provider, profile, clock());
      return refusal
        ? back(refusal)
        : c.redirect(screen(accountPath, { tab: accountTab, [params.linked]: provider }));
    }
    const outcome = await accountForIdentity(db, provider, profile, { now: clock(), registrationOpen });
    if ('refusal' in outcome) return back(outcome.refusal);
    if (outcome.created && profile.pictureUrl) {
      const photo = await importProviderPhoto(deps, profile.pictureUrl, outcome.user.id);
      if (photo)
        await db.updateTable('users').set({ photo_url: photo }).where('id', '=', outcome.user.id).execute();
    }
    const code = await issueHandoff(db, outcome.user.id, attempt.returnTo, clock());
    return c.redirect(screen(loginPath, { [params.handoff]: code }));
  });

  router.openapi(externalSignInApi.complete, async (c) => {
    const handoff = await consumeHandoff(db, c.req.valid('json').code, clock());
    const user =
      handoff &&
      (await db.selectFrom('users').selectAll().where('id', '=', handoff.userId).executeTakeFirst());
    if (!handoff || !user) throw badRequest(ExternalSignInErrors.handoffInvalid);
    // Banned in the minute since the callback.
    if (user.status === 'banned') throw forbidden(ExternalSignInErrors.accountBanned);
    const accessToken = await startSession(db, { tokens, clock }, user.id);
    return c.json({ accessToken, user: toAccountUser(user), returnTo: handoff.returnTo }, 200);
  });

  for (const path of [
    externalSignInApi.identities.path,
    externalSignInApi.link.path,
    externalSignInApi.unlink.path,
  ]) {
    router.use(path, guards.requireUser);
  }
  const identitiesAnswer = async (userId: string, passwordHash: string | null) => ({
    identities: await identitiesOf(db, userId),
    hasPassword: passwordHash !== null,
    available: [...clients.keys()],
  });

  router.openapi(externalSignInApi.identities, async (c) => {
    const user = c.get('user');
    return c.json(await identitiesAnswer(user.id, user.password_hash), 200);
  });

  router.post(
    externalSignInApi.link.path,
    rateLimit({
      shared: { database, name: 'external-link' },
      limit: ExternalSignInRateLimit.perWindow,
      windowMs: ExternalSignInRateLimit.windowMs,
      onLimited: () => {
        throw new ApiError(429, ExternalSignInErrors.tooManyAttempts);
      },
    }),
  );
  router.openapi(externalSignInApi.link, async (c) => {
    const { provider } = c.req.valid('json');
    const providerClient = clients.get(provider);
    if (!providerClient) throw new ApiError(404, ExternalSignInErrors.methodOff);
    const checks = newChecks(provider);
    try {
      const url = await providerClient.authorizationUrl(checks);
      await saveAttempt(
        db,
        { provider, ...checks, returnTo: accountPath, linkUserId: c.get('user').id },
        clock(),
      );
      return c.json({ url: url.href }, 200);
    } catch (error) {
      const refusal = refusalOf(error);
      warn(provider, refusal, error);
      throw new ApiError(502, refusal);
    }
  });

  router.openapi(externalSignInApi.unlink, async (c) => {
    const user = c.get('user');
    const refusal = await unlinkIdentity(db, user, c.req.valid('json').provider);
    if (refusal) throw new ApiError(refusal === ExternalSignInErrors.notLinked ? 404 : 400, refusal);
    return c.json(await identitiesAnswer(user.id, user.password_hash), 200);
  });

  return router;
}
