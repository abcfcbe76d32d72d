import type { Flag } from '@/server/db/columns';

/** One mail in one user's mailbox. */
export interface MailsTable {
  id: string;
  user_id: string;
  /** 'inbox' | 'sent' | 'drafts' | 'trash' | 'spam'. */
  folder: string;
  /** JSON array of custom label ids, e.g. ["social"]. */
  label_ids: string;
  is_important: Flag;
  is_starred: Flag;
  is_unread: Flag;
  subject: string;
  /** HTML. */
  message: string;
  /** JSON array of attachment URLs. */
  files: string;
  from_name: string;
  from_email: string;
  from_avatar: string;
  /** JSON array of {name, email, avatar}. */
  recipients: string;
  created_at: string;
}

export interface MailTables {
  mails: MailsTable;
}
