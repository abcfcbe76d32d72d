/** A sign-in under way: its try is counted from the start, so parallel guesses cannot pass the limit. */
export interface SignInAttempt {
  /** The try was not a failure (it succeeded, or the server was too busy to check it): it stops counting. */
  forgive(): void | Promise<void>;
  /** It succeeded: the account's earlier failures are forgotten too (the address's stay). */
  succeeded(): void | Promise<void>;
}

export type SignInCheck = { attempt: SignInAttempt } | { retryAfterSeconds: number };

/**
 * Where failed sign-ins per account (by email, whether or not it exists) and per client address are counted, in
 * a sliding window: `begin` refuses while either key has the maximum of failures in the window, else counts the
 * try against both.
 */
export interface SignInThrottleStore {
  begin(email: string, address: string): SignInCheck | Promise<SignInCheck>;
}

/** The two keys a sign-in counts against. */
export const signInKeys = (email: string, address: string): [account: string, address: string] => [
  `account:${email.trim().toLowerCase()}`,
  `address:${address}`,
];
