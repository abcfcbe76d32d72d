import { useMutation } from '@tanstack/react-query';
import type { MailAddress } from '@/contract/mail';

/** A recipient picked in the compose form: an account of the workspace (its id), or an address typed in. */
export interface MailRecipient extends MailAddress {
  accountId?: string;
}

/** A mail being written: new, a reply or a forward (then the mail it answers or passes on). */
export interface MailDraft {
  to: MailRecipient[];
  subject: string;
  /** Rich text (HTML) from the editor; '' when empty. */
  message: string;
  /** Uploaded files' URLs. */
  files: string[];
  /** The draft this was opened from, so sending or saving replaces it. */
  draftId?: string;
  replyToMailId?: string;
  forwardOfMailId?: string;
}

/** What the compose form says while sending and saving have no call yet (a code its texts translate). */
export const mailNotConnectedCode = 'mail.not_connected';

export class MailNotConnectedError extends Error {
  readonly code = mailNotConnectedCode;
  constructor() {
    super('Sending and saving mail is not connected yet');
  }
}

/** SEAM (send): sends a draft (to its recipients' inboxes, a copy under Sent). Not connected yet: always fails. */
export async function sendMail(draft: MailDraft): Promise<void> {
  void draft;
  throw new MailNotConnectedError();
}

/** SEAM (save draft): stores a draft under Drafts to send later. Not connected yet: always fails. */
export async function saveDraft(draft: MailDraft): Promise<void> {
  void draft;
  throw new MailNotConnectedError();
}

/** Sends the draft; on success the caller closes the form and the lists refresh (see refreshMailLists). */
export function useSendMail() {
  return useMutation({ mutationFn: sendMail });
}

export function useSaveDraft() {
  return useMutation({ mutationFn: saveDraft });
}
