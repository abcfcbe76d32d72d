import { creatorColumnMigration } from '@/server/db/creator-column-migration';

/**
 * Who created each event: only that account or an admin may change or delete it. Events from before
 * (the seeded diary) go to the first admin; an event whose creator is deleted is left to the admins.
 */
export const calendarCreatorMigration = creatorColumnMigration('calendar_events');
