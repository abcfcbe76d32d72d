import { sql, type Kysely, type Migration } from 'kysely';
import { bookingPackageIds, bookingPackageNames } from '@/contract/contact-rules';
import { ColumnType } from '@/server/db/columns';

/**
 * A booking request's package as its id (the dashboards count bookings by package); the requests already there
 * get it from the package name their details start with.
 */
export const contactPackageMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('contact_requests').addColumn('package_id', ColumnType.text).execute();
    for (const id of bookingPackageIds)
      await sql`update contact_requests set package_id = ${id} where kind = 'booking' and details like ${`{"Package":"${bookingPackageNames[id]} (%`}`.execute(
        db,
      );
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('contact_requests').dropColumn('package_id').execute();
  },
};
