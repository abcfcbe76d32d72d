import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Mail, MailAddress, SentMailResponse } from '@/contract/mail';
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
  replyToMailId?: string;
  forwardOfMailId?: string;
  /** The mail answered or passed on: the server quotes it below `message`; the form shows it read-only. */
  original?: Mail;
}

/** How the server names a recipient: an account by its id, anyone else by the address. */
export const recipientsOf = (to: MailRecipient[]) => to.map((recipient) => recipient.accountId ?? recipient.email);

/**
 * Sends what is written. A reply or forward sends only the user's words (the server adds the subject, the reply's
 * recipients and the original); a draft is saved as it is now and then sent; anything else goes as a new mail.
 * A reply or forward that had been saved as a draft leaves the drafts once sent.
 */
export async function sendMail(draft: MailDraft): Promise<SentMailResponse> {
  const { message, files } = draft;
  if (draft.replyToMailId || draft.forwardOfMailId) {
    const sent = draft.replyToMailId
      ? await api.post('/api/mail/mails/reply', { mailId: draft.replyToMailId, message, files })
      : await api.post('/api/mail/mails/forward', { mailId: draft.forwardOfMailId!, to: recipientsOf(draft.to), message, files });
    if (draft.draftId) await api.post('/api/mail/drafts/delete', { mailId: draft.draftId });
    return sent;
  }
  if (draft.draftId) {
    const { mail } = await saveDraft(draft);
    return api.post('/api/mail/drafts/send', { mailId: mail.id });
  }
  return api.post('/api/mail/mails/new', { to: recipientsOf(draft.to), subject: draft.subject, message, files });
}

/** Stores the draft under Drafts (replacing the one it was opened from or saved as before) and answers it. */
export function saveDraft(draft: MailDraft) {
  return api.post('/api/mail/drafts/save', {
    ...(draft.draftId ? { mailId: draft.draftId } : {}),
    to: recipientsOf(draft.to),
    subject: draft.subject,
    message: draft.message,
    files: draft.files,
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
