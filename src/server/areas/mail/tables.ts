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
  /**
   * The account that wrote it, when it came from one (null: from outside the workspace, say the contact form):
   * replies go to it by id, whatever its address shows.
   */
  from_user_id: string | null;
  /** JSON array of StoredAddress: {name, email, avatar} and, for an account of the workspace, its userId. */
  recipients: string;
  created_at: string;
  /** What the list's search looks in (mail-text.ts mailSearchText), kept by every write of the mail. */
  search_text: string;
  /** A draft written as a reply or forward: the mail it answers, and 'reply' | 'replyAll' | 'forward'. */
  answers_mail_id: string | null;
  answers_kind: string | null;
}

export interface MailTables {
  mails: MailsTable;
}
