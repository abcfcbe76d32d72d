import {
  customLabelNames,
  systemLabelNames,
  type CustomLabelName,
  type Mail,
  type MailsQuery,
  type SystemLabelName,
} from '@/contract/mail';
import { paths } from '@/web/lib/paths';

/** A label whose mails the list shows: a system label (`inbox`, `starred`…) or a custom one (`social`…). */
export type MailBox = { type: 'system'; name: SystemLabelName } | { type: 'custom'; name: CustomLabelName };

export const allMailBox: MailBox = { type: 'system', name: 'all' };

const isSystemLabel = (name: string): name is SystemLabelName => (systemLabelNames as readonly string[]).includes(name);
const isCustomLabel = (name: string): name is CustomLabelName => (customLabelNames as readonly string[]).includes(name);

/** The label an address names (`:systemLabel` or `:customLabel`), or null when it names no label there is. */
export function mailBoxOf(params: { systemLabel?: string; customLabel?: string }): MailBox | null {
  if (params.customLabel !== undefined) return isCustomLabel(params.customLabel) ? { type: 'custom', name: params.customLabel } : null;
  if (params.systemLabel !== undefined) return isSystemLabel(params.systemLabel) ? { type: 'system', name: params.systemLabel } : null;
  return null;
}

export const sameMailBox = (a: MailBox, b: MailBox) => a.type === b.type && a.name === b.name;

/** The list call's query for a label. */
export const mailsQueryOf = (box: MailBox): MailsQuery =>
  box.type === 'system' ? { systemLabel: box.name } : { customLabel: box.name };

/** The address of a label's list, or of one of its mails. */
export function mailBoxPath(box: MailBox, mailId?: string): string {
  const mail = paths.dashboard.mail;
  if (box.type === 'system') return mailId ? mail.mail(box.name, mailId) : mail.label(box.name);
  return mailId ? mail.customLabelMail(box.name, mailId) : mail.customLabel(box.name);
}

/** Whether a label shows a mail: the server's rule (contract/mail.ts), to keep cached lists right after a change. */
export function mailBoxShows(box: MailBox, mail: Mail): boolean {
  if (box.type === 'custom') return mail.labelIds.includes(box.name);
  switch (box.name) {
    case 'all':
      return true;
    case 'starred':
      return mail.isStarred;
    case 'important':
      return mail.isImportant;
    default:
      return mail.folder === box.name;
  }
}

/** The label a cached list was asked with. */
export function mailBoxOfQuery(query: MailsQuery): MailBox {
  if (query.customLabel) return { type: 'custom', name: query.customLabel };
  return { type: 'system', name: query.systemLabel ?? 'all' };
}
