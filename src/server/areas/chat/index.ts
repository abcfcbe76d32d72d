import type { Area, UploadReferenceOf } from '@/server/area';
import { chatMessageAuthorsMigration } from './message-authors-migration';
import { chatMigration } from './migration';
import { chatRoutes } from './routes';
import { seedChat } from './seed';
import type { ChatTables } from './tables';

/** Contacts, conversations and their messages. */
export const chatArea: Area<ChatTables> = {
  name: 'chat',
  routers: [{ basePath: '/', create: chatRoutes }],
  migrations: { '0003_chat': chatMigration, '0031_chat_message_authors': chatMessageAuthorsMigration },
  uploadReferences: [
    { table: 'chat_messages', column: 'body' },
    { table: 'chat_messages', column: 'attachments' },
    { table: 'chat_messages', column: 'sender_avatar' },
  ] satisfies UploadReferenceOf<ChatTables>[],
  demoSeed: { order: 20, run: seedChat },
};
