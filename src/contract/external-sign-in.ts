// Signing in through another service: the hosted OpenID Connect tenant ("oidc") and the social providers.
// Both end in the same session and token as a password sign-in (DECISIONS §2).

import { z } from 'zod';
import { accountUserSchema } from './account';
import { externalProviders } from './sign-in-methods';

export * from './external-sign-in-messages';
export * from './sign-in-methods';

export const externalProviderParamsSchema = z.object({ provider: z.enum(externalProviders) });

export const externalStartQuerySchema = z
  .object({ returnTo: z.string().max(2000).optional() })
  .meta({ id: 'ExternalSignInStartQuery' });

/** The provider's answer (RFC 6749 §4.1.2, RFC 9207's `iss`): checked by the client library, not by a schema. */
export const externalCallbackQuerySchema = z
  .object({
    code: z.string().optional(),
    state: z.string().optional(),
    error: z.string().optional(),
    iss: z.string().optional(),
  })
  .meta({ id: 'ExternalSignInCallbackQuery' });

export const externalProviderBodySchema = z
  .object({ provider: z.enum(externalProviders) })
  .meta({ id: 'ExternalProviderRequest' });

export const externalCompleteRequestSchema = z
  .object({ code: z.string().min(1).max(200) })
  .meta({ id: 'ExternalSignInCompleteRequest' });

export const externalCompleteResponseSchema = z
  .object({ accessToken: z.string(), user: accountUserSchema, returnTo: z.string() })
  .meta({ id: 'ExternalSignInCompleteResponse' });
export type ExternalCompleteResponse = z.infer<typeof externalCompleteResponseSchema>;

export const linkedIdentitySchema = z
  .object({ provider: z.enum(externalProviders), email: z.string(), linkedAt: z.string() })
  .meta({ id: 'LinkedIdentity' });
export type LinkedIdentity = z.infer<typeof linkedIdentitySchema>;

export const identitiesResponseSchema = z
  .object({
    identities: z.array(linkedIdentitySchema),
    /** Whether the account can sign in with a password (one may be set through "Forgot password"). */
    hasPassword: z.boolean(),
    /** The providers this deployment offers, which the account may link. */
    available: z.array(z.enum(externalProviders)),
  })
  .meta({ id: 'IdentitiesResponse' });
export type IdentitiesResponse = z.infer<typeof identitiesResponseSchema>;

export const linkStartResponseSchema = z.object({ url: z.string() }).meta({ id: 'LinkStartResponse' });
