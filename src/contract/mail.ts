import type { ErrorCatalogue } from './errors';
import { z } from 'zod';
import { isoDateTime } from './common';

export const mailFolders = ['inbox', 'sent', 'drafts', 'trash', 'spam'] as const;
export type MailFolder = (typeof mailFolders)[number];

/** System labels: `all`, the folders, and the two flags. A system label's id is its name. */
export const systemLabelNames = ['all', ...mailFolders, 'important', 'starred'] as const;
export type SystemLabelName = (typeof systemLabelNames)[number];

/** Custom labels; a custom label's id is its name too, and `Mail.labelIds` holds these. */
export const customLabelNames = ['social', 'promotions', 'forums'] as const;
export type CustomLabelName = (typeof customLabelNames)[number];

export const customLabelColors: Record<CustomLabelName, string> = {
  social: '#00AB55',
  promotions: '#1890FF',
  forums: '#FFC107',
};

export const MailErrors = {
  unknownSystemLabel: { code: 'mail.unknown_system_label', message: `Must be one of ${systemLabelNames.join(', ')}` },
  unknownCustomLabel: { code: 'mail.unknown_custom_label', message: `Must be one of ${customLabelNames.join(', ')}` },
  unknownFolder: { code: 'mail.unknown_folder', message: `Must be one of ${mailFolders.join(', ')}` },
  mailIdRequired: { code: 'mail.mail_id_required', message: 'Mail id is required' },
  labelsDistinct: { code: 'mail.labels_distinct', message: 'Labels must be distinct' },
  nothingToUpdate: { code: 'mail.nothing_to_update', message: 'Nothing to update' },
} as const satisfies ErrorCatalogue;

/**
 * `unreadCount` is the number of unread mails the label's filter returns (so `all` counts unread mail in
 * every folder, trash and spam included).
 */
export const mailLabelSchema = z
  .object({
    id: z.string(),
    type: z.enum(['system', 'custom']),
    name: z.string(),
    unreadCount: z.number().int().min(0),
    /** Custom labels only. */
    color: z.string().optional(),
  })
  .meta({ id: 'MailLabel' });
export type MailLabel = z.infer<typeof mailLabelSchema>;

export const mailAddressSchema = z
  .object({ name: z.string(), email: z.string(), avatar: z.string() })
  .meta({ id: 'MailAddress' });
export type MailAddress = z.infer<typeof mailAddressSchema>;

const customLabelName = z.enum(customLabelNames, { error: MailErrors.unknownCustomLabel.code });
const mailFolder = z.enum(mailFolders, { error: MailErrors.unknownFolder.code });

export const mailSchema = z
  .object({
    id: z.string(),
    /** Custom label ids. */
    labelIds: z.array(customLabelName),
    folder: mailFolder,
    isImportant: z.boolean(),
    isStarred: z.boolean(),
    isUnread: z.boolean(),
    subject: z.string(),
    /** HTML; clients sanitise it before showing it. */
    message: z.string(),
    createdAt: isoDateTime,
    /** Attachment URLs. */
    files: z.array(z.string()),
    from: mailAddressSchema,
    to: z.array(mailAddressSchema),
  })
  .meta({ id: 'Mail' });
export type Mail = z.infer<typeof mailSchema>;

export const labelsResponseSchema = z
  .object({ labels: z.array(mailLabelSchema) })
  .meta({ id: 'MailLabelsResponse' });
export type LabelsResponse = z.infer<typeof labelsResponseSchema>;

/**
 * Mails newest first. `systemLabel` filters by folder or flag (`all`: no filter), `customLabel` by label name;
 * given both, a mail must match both; given neither, every mail is returned.
 */
export const mailsQuerySchema = z.object({
  systemLabel: z.enum(systemLabelNames, { error: MailErrors.unknownSystemLabel.code }).optional(),
  customLabel: customLabelName.optional(),
});
export type MailsQuery = z.infer<typeof mailsQuerySchema>;

export const mailsResponseSchema = z.object({ mails: z.array(mailSchema) }).meta({ id: 'MailsResponse' });
export type MailsResponse = z.infer<typeof mailsResponseSchema>;

const mailId = z
  .string({ error: MailErrors.mailIdRequired.code })
  .trim()
  .min(1, MailErrors.mailIdRequired.code);

export const mailQuerySchema = z.object({ mailId });
export type MailQuery = z.infer<typeof mailQuerySchema>;

export const mailResponseSchema = z.object({ mail: mailSchema }).meta({ id: 'MailResponse' });
export type MailResponse = z.infer<typeof mailResponseSchema>;

export const mailChangesSchema = z
  .object({
    isUnread: z.boolean().optional(),
    isStarred: z.boolean().optional(),
    isImportant: z.boolean().optional(),
    folder: mailFolder.optional(),
    labelIds: z
      .array(customLabelName)
      .refine((ids) => new Set(ids).size === ids.length, MailErrors.labelsDistinct.code)
      .optional(),
  })
  .refine(
    (changes) => Object.values(changes).some((value) => value !== undefined),
    MailErrors.nothingToUpdate.code,
  )
  .meta({ id: 'MailChanges' });
export type MailChanges = z.infer<typeof mailChangesSchema>;

/** Marks read or unread, stars, flags important, moves to a folder or relabels one of the user's mails. */
export const updateMailRequestSchema = z
  .object({ mailId, updateMail: mailChangesSchema })
  .meta({ id: 'UpdateMailRequest' });
export type UpdateMailRequest = z.infer<typeof updateMailRequestSchema>;
