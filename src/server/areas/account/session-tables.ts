/** One row per signed-in device: an access token is valid only while the session it names exists. */
export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  /** The token's own expiry (iat + 5 days); rows past it are removed when the account signs in again. */
  expires_at: string;
}

export interface SessionTables {
  sessions: SessionsTable;
}
