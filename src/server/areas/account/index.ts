import type { Area, UploadReferenceOf } from '@/server/area';
import { externalSignInMigration } from './external/migration';
import { externalSignInRoutes } from './external/routes';
import type { ExternalSignInTables } from './external/tables';
import { accountMigration } from './migration';
import { accountRecoveryMigration } from './recovery-migration';
import { accountRecoveryRoutes } from './recovery-routes';
import type { AccountRecoveryTables } from './recovery-tables';
import { accountRoutes } from './routes';
import { accountsSeed } from './seed';
import { sessionsMigration } from './session-migration';
import type { SessionTables } from './session-tables';
import type { AccountTables } from './tables';

/** Signing in (with a password or through a provider) and registering, sessions, the account's own data, and recovering a lost password. */
export const accountArea: Area<AccountTables & AccountRecoveryTables & SessionTables & ExternalSignInTables> = {
  name: 'account',
  routers: [
    { basePath: '/', create: accountRoutes },
    { basePath: '/', create: accountRecoveryRoutes },
    { basePath: '/', create: externalSignInRoutes },
  ],
  migrations: {
    '0001_accounts': accountMigration,
    '0011_account_recovery': accountRecoveryMigration,
    '0019_sessions': sessionsMigration,
    '0038_external_sign_in': externalSignInMigration,
  },
  uploadReferences: [
    { table: 'users', column: 'photo_url' },
    { table: 'users', column: 'cover_url' },
  ] satisfies UploadReferenceOf<AccountTables>[],
  accountsSeed,
};
