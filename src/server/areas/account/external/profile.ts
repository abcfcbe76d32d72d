/** Who a provider says signed in, in the account's terms. */
export interface ExternalProfile {
  /** The provider's stable id of the person (`sub`, GitHub's numeric id). */
  subject: string;
  email: string | undefined;
  /** Only a verified email may open an existing account with the same address. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  displayName: string;
  /** The provider's picture of the person, when it gave one (an https address; see provider-clients.ts). */
  pictureUrl: string | undefined;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const webUrl = (value: unknown): string | undefined => {
  const url = text(value);
  return url && URL.canParse(url) && /^https?:$/.test(new URL(url).protocol) ? url : undefined;
};

/** First and last name from the given ones, else split from the full name, else the email's name part. */
function names(
  given: string | undefined,
  family: string | undefined,
  full: string | undefined,
  email?: string,
) {
  const fallback = email?.split('@')[0] ?? '';
  const [first = fallback, ...rest] = (full ?? '').split(/\s+/).filter(Boolean);
  const firstName = (given ?? first).slice(0, 50);
  const lastName = (family ?? rest.join(' ')).slice(0, 50);
  return { firstName, lastName, displayName: (full ?? `${firstName} ${lastName}`.trim()).slice(0, 100) };
}

/** The standard claims of an OpenID Connect ID token (and userinfo). */
export function profileFromClaims(claims: Record<string, unknown>): ExternalProfile {
  const email = text(claims.email)?.toLowerCase();
  return {
    subject: String(claims.sub),
    email,
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    ...names(text(claims.given_name), text(claims.family_name), text(claims.name), email),
    pictureUrl: webUrl(claims.picture),
  };
}

interface GitHubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}

/**
 * GitHub's person (`GET /user`) with their primary email (`GET /user/emails`, which says whether GitHub
 * verified it; the public email of /user does not).
 */
export function profileFromGitHub(user: Record<string, unknown>, emails: unknown): ExternalProfile {
  const list = Array.isArray(emails) ? (emails as GitHubEmail[]) : [];
  const primary = list.find((entry) => entry.primary) ?? list.find((entry) => entry.verified);
  const email = text(primary?.email)?.toLowerCase();
  return {
    subject: String(user.id),
    email,
    emailVerified: primary?.verified === true,
    ...names(undefined, undefined, text(user.name) ?? text(user.login), email),
    pictureUrl: webUrl(user.avatar_url),
  };
}
