import type { Area } from '@/server/area';
import { contactMigration } from './migration';
import { contactPackageMigration } from './package-migration';
import { contactRoutes } from './routes';
import { seedContactRequests } from './seed';
import type { ContactTables } from './tables';

/** The public site's contact and booking requests (delivered to the admin's mailbox). */
export const contactArea: Area<ContactTables> = {
  name: 'contact',
  // Contact requests have a smaller body limit of their own.
  routers: [{ basePath: '/', create: contactRoutes, limitsBodiesUnder: '/api/contact/' }],
  migrations: { '0013_contact': contactMigration, '0037_contact_package': contactPackageMigration },
  demoSeed: { order: 95, run: seedContactRequests },
};
