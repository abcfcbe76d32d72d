import type { CustomLabelName, Mail, MailFolder } from '@/contract/mail';
import type { MailChange } from '@/web/features/mail/api/update-mails';

export type MoveTarget = Extract<MailFolder, 'inbox' | 'trash' | 'spam'>;

/**
 * Where mails can be moved to: back to the inbox only from trash or spam, to trash unless all are there, to
 * spam unless all are there (one's own sent mail and drafts are never spam).
 */
export function moveTargets(mails: Pick<Mail, 'folder'>[]): MoveTarget[] {
  if (mails.length === 0) return [];
  const targets: MoveTarget[] = [];
  if (mails.some((mail) => mail.folder === 'trash' || mail.folder === 'spam')) targets.push('inbox');
  if (mails.some((mail) => mail.folder !== 'trash')) targets.push('trash');
  if (mails.some((mail) => mail.folder !== 'spam' && mail.folder !== 'sent' && mail.folder !== 'drafts')) targets.push('spam');
  return targets;
}

/** Whether a custom label is on every, some or none of the mails. */
export function labelState(mails: Pick<Mail, 'labelIds'>[], label: CustomLabelName): 'all' | 'some' | 'none' {
  const having = mails.filter((mail) => mail.labelIds.includes(label)).length;
  if (having === 0) return 'none';
  return having === mails.length ? 'all' : 'some';
}

/** Choosing a label in the labels menu: takes it off when every mail has it, else puts it on every mail. */
export const labelToggle = (mails: Pick<Mail, 'labelIds'>[], label: CustomLabelName): MailChange =>
  labelState(mails, label) === 'all' ? { removeLabel: label } : { addLabel: label };

/** Star or important for many: set on all unless all have it already, then taken off all. */
export const flagToggle = (mails: Mail[], flag: 'isStarred' | 'isImportant'): MailChange => ({
  [flag]: !mails.every((mail) => mail[flag]),
});

/** Read or unread for many: marked read when any is unread, else unread. */
export const readToggle = (mails: Pick<Mail, 'isUnread'>[]): MailChange => ({ isUnread: !mails.some((mail) => mail.isUnread) });
