/** Every Say Hello message and booking request, kept even if mail delivery is ever changed. */
export interface ContactRequestsTable {
  id: string;
  /** 'contact' | 'booking'. */
  kind: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** JSON of a booking's further fields; '{}' for a contact message. */
  details: string;
  /** A booking's package (one of the contract's bookingPackageIds); null for a Say Hello message (0037). */
  package_id: string | null;
  /** The admin's mail that carried it, or null when no admin account exists. */
  mail_id: string | null;
  created_at: string;
}

export interface ContactTables {
  contact_requests: ContactRequestsTable;
}
