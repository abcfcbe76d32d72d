import type { Area, UploadReferenceOf } from '@/server/area';
import { accountSettingsMigration } from './account-settings-migration';
import { userMigration } from './migration';
import { userRoutes } from './routes';
import { seedUser } from './seed';
import type { UserTables } from './tables';
import { timelineMigration } from './timeline-migration';
import { userListMigration } from './user-list-migration';
import { userSearchIndexMigration } from './user-search-index-migration';

/** Profiles, the social pages, account settings and the admin's user management. */
export const userArea: Area<UserTables> = {
  name: 'user',
  routers: [{ basePath: '/', create: userRoutes }],
  migrations: {
    '0002_user': userMigration,
    '0023_user_list': userListMigration,
    '0024_account_settings': accountSettingsMigration,
    '0025_user_timeline': timelineMigration,
    '0034_user_search_index': userSearchIndexMigration,
  },
  uploadReferences: [
    { table: 'user_gallery', column: 'image_url' },
    { table: 'user_posts', column: 'media' },
    { table: 'user_post_comments', column: 'avatar_url' },
  ] satisfies UploadReferenceOf<UserTables>[],
  demoSeed: { order: 10, run: seedUser },
};
