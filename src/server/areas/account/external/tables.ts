/** An account's sign-in through another service: the provider's own, stable id of the person (`sub`). */
export interface ExternalIdentitiesTable {
  provider: string;
  subject: string;
  user_id: string;
  /** The email the provider gave at linking (shown in account settings). */
  email: string;
  created_at: string;
}

/**
 * A sign-in on its way through a provider: what the callback checks the answer against. Keyed by the hash
 * of its `state`, so a copy of the table does not let anyone finish someone else's sign-in.
 */
export interface ExternalSignInAttemptsTable {
  state_hash: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  return_to: string;
  /** Set when a signed-in account links the provider, rather than someone signing in. */
  link_user_id: string | null;
  expires_at: string;
}

/** A finished sign-in the web app collects once, within a minute, by its one-time code (hashed). */
export interface ExternalSignInHandoffsTable {
  code_hash: string;
  user_id: string;
  return_to: string;
  expires_at: string;
}

export interface ExternalSignInTables {
  external_identities: ExternalIdentitiesTable;
  external_sign_in_attempts: ExternalSignInAttemptsTable;
  external_sign_in_handoffs: ExternalSignInHandoffsTable;
}
