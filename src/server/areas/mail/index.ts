import type { Area, UploadReferenceOf } from '@/server/area';
import { mailDraftAnswersMigration } from './draft-answers-migration';
import { mailMigration } from './migration';
import { mailRoutes } from './routes';
import { mailSearchMigration } from './search-migration';
import { seedMail } from './seed';
import type { MailTables } from './tables';

/** Each account's mailbox: folders, labels and mails. */
export const mailArea: Area<MailTables> = {
  name: 'mail',
  routers: [{ basePath: '/', create: mailRoutes }],
  migrations: {
    '0004_mail': mailMigration,
    '0027_mail_search': mailSearchMigration,
    '0030_mail_draft_answers': mailDraftAnswersMigration,
  },
  uploadReferences: [
    { table: 'mails', column: 'files' },
    { table: 'mails', column: 'message' },
    { table: 'mails', column: 'from_avatar' },
    { table: 'mails', column: 'recipients' },
  ] satisfies UploadReferenceOf<MailTables>[],
  demoSeed: { order: 30, run: seedMail },
};
