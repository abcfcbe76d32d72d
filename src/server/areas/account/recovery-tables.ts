/** One row per reset request: the 6-digit code (hashed) that the reset mail carries beside its link. */
export type PasswordResetCodesTable = {
  id: string;
  user_id: string;
  /** sha256 of "<id>:<code>"; the code itself is never stored. */
  code_hash: string;
  /** Tries used so far; at the limit the code is void. */
  attempts: number;
  expires_at: string;
  created_at: string;
};

/** A type alias, not an interface: Kysely's withTables needs an index-compatible shape. */
export type AccountRecoveryTables = {
  password_reset_codes: PasswordResetCodesTable;
};
