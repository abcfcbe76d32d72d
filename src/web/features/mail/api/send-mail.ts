import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DraftAnswer, Mail, MailAddress, SentMailResponse } from '@/contract/mail';
import { api } from '@/web/lib/api';
import { forgetMails, rememberMails } from './going-mails';

/** A recipient picked in the compose form: an account of the workspace (its id), or an address typed in. */
export interface MailRecipient extends MailAddress {
  accountId?: string;
}

/** A mail being written: new, a reply or a forward (then the mail it answers or passes on). */
export interface MailDraft {
  to: MailRecipient[];
  subject: string;
  /** Rich text (HTML) from the editor, only what the user writes; '' when empty. */
  message: string;
  /** Uploaded files' URLs. */
  files: string[];
  /** The draft this was opened from (or saved as), so sending or saving replaces it. */
  draftId?: string;
  /** A reply's or forward's: the mail it answers (the server quotes it below `message`, or passes it on). */
  answers?: DraftAnswer;
  /** That mail, when the form has it at hand (it shows it read-only). */
  original?: Mail;
}

/** How the server names a recipient: an account by its id, anyone else by the address. */
export const recipientsOf = (to: MailRecipient[]) => to.map((recipient) => recipient.accountId ?? recipient.email);

/**
 * Sends what is written. A reply or forward sends only the user's words (the server adds the subject, the reply's
 * recipients and the original); a draft is saved as it is now and then sent (the server still answers the mail it
 * was written for); anything else goes as a new mail.
 */
export async function sendMail(draft: MailDraft): Promise<SentMailResponse> {
  const { message, files, answers } = draft;
  if (draft.draftId) {
    const { mail } = await saveDraft(draft);
    return api.post('/api/mail/drafts/send', { mailId: mail.id });
  }
  if (answers?.kind === 'forward') {
    return api.post('/api/mail/mails/forward', { mailId: answers.mailId, to: recipientsOf(draft.to), message, files });
  }
  if (answers) {
    return api.post('/api/mail/mails/reply', { mailId: answers.mailId, message, files, replyAll: answers.kind === 'replyAll' });
  }
  return api.post('/api/mail/mails/new', { to: recipientsOf(draft.to), subject: draft.subject, message, files });
}

/**
 * Stores the draft under Drafts (replacing the one it was opened from or saved as before) and answers it. A reply
 * or forward keeps the mail it answers.
 */
export function saveDraft(draft: MailDraft) {
  return api.post('/api/mail/drafts/save', {
    ...(draft.draftId ? { mailId: draft.draftId } : {}),
    to: recipientsOf(draft.to),
    subject: draft.subject,
    message: draft.message,
    files: draft.files,
    ...(draft.answers ? { answers: draft.answers } : {}),
  });
}

/** Sends the draft; on success the caller closes the form and the lists refresh (see refreshMailLists). */
export function useSendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMail,
    // A draft leaves the drafts when sent.
    onMutate: (draft) => forgetMails(queryClient, draft.draftId ? [draft.draftId] : []),
    onError: (_error, draft) => rememberMails(draft.draftId ? [draft.draftId] : []),
  });
}

export function useSaveDraft() {
  return useMutation({ mutationFn: saveDraft });
}
