import type { Area, UploadReferenceOf } from '@/server/area';
import { accountMigration } from './migration';
import { accountRecoveryMigration } from './recovery-migration';
import { accountRecoveryRoutes } from './recovery-routes';
import type { AccountRecoveryTables } from './recovery-tables';
import { accountRoutes } from './routes';
import { accountsSeed } from './seed';
import { sessionsMigration } from './session-migration';
import type { SessionTables } from './session-tables';
import type { AccountTables } from './tables';

/** Signing in and registering, sessions, the account's own data, and recovering a lost password. */
export const accountArea: Area<AccountTables & AccountRecoveryTables & SessionTables> = {
  name: 'account',
  routers: [
    { basePath: '/', create: accountRoutes },
    { basePath: '/', create: accountRecoveryRoutes },
  ],
  migrations: {
    '0001_accounts': accountMigration,
    '0011_account_recovery': accountRecoveryMigration,
    '0019_sessions': sessionsMigration,
  },
  uploadReferences: [
    { table: 'users', column: 'photo_url' },
    { table: 'users', column: 'cover_url' },
  ] satisfies UploadReferenceOf<AccountTables>[],
  accountsSeed,
};
