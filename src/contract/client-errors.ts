import type { ErrorCatalogue } from './errors';

/**
 * A banned account's refusal (403), apart from the table of errors.ts: the web's app shell acts on it (the session
 * ends) and so imports it alone, without the table's texts, which it never shows (translations do).
 */
export const AccountBanned = { code: 'auth.account_banned', message: 'Account is banned' } as const;

/** What the web's HTTP client rejects with when no error envelope came back. */
export const ClientErrors = {
  networkFailed: { code: 'network.failed', message: 'Something went wrong' },
  unexpectedResponse: { code: 'network.unexpected_response', message: 'Something went wrong' },
} as const satisfies ErrorCatalogue;
