import type { TablesOf } from '@/server/area';
import { accountArea } from './account';
import { blogArea } from './blog';
import { calendarArea } from './calendar';
import { chatArea } from './chat';
import { contactArea } from './contact';
import { dashboardArea } from './dashboard';
import { kanbanArea } from './kanban';
import { liveArea } from './live';
import { mailArea } from './mail';
import { notificationsArea } from './notifications';
import { ordersArea } from './orders';
import { productsArea } from './products';
import { siteTrafficArea } from './site-traffic';
import { slugsArea } from './slugs';
import { systemArea } from './system';
import { uploadsArea } from './uploads';
import { userArea } from './user';

/**
 * Every area of the server: the one list the app (routes, mounted in this order), the migration
 * runner and the seed read. Adding an area means its folder with an index.ts, and one line here.
 */
export const areas = [
  systemArea,
  uploadsArea,
  accountArea,
  chatArea,
  mailArea,
  blogArea,
  userArea,
  calendarArea,
  productsArea,
  ordersArea,
  kanbanArea,
  notificationsArea,
  contactArea,
  slugsArea,
  liveArea,
  siteTrafficArea,
  dashboardArea,
] as const;

type AreaTables = TablesOf<(typeof areas)[number]>;

declare module '@/server/db/database' {
  /** The tables of every area in the list, added to the engine's own. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the areas' tables into db/'s interface
  interface Database extends AreaTables {}
}
