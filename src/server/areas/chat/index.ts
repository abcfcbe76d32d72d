import type { Area, UploadReferenceOf } from '@/server/area';
import { chatMigration } from './migration';
import { chatRoutes } from './routes';
import { seedChat } from './seed';
import type { ChatTables } from './tables';

/** Contacts, conversations and their messages. */
export const chatArea: Area<ChatTables> = {
  name: 'chat',
  routers: [{ basePath: '/', create: chatRoutes }],
  migrations: { '0003_chat': chatMigration },
  uploadReferences: [
    { table: 'chat_messages', column: 'body' },
    { table: 'chat_messages', column: 'attachments' },
  ] satisfies UploadReferenceOf<ChatTables>[],
  demoSeed: { order: 20, run: seedChat },
};
