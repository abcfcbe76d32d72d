import type { Area } from '@/server/area';
import { calendarCreatorMigration } from './creator-migration';
import { calendarMigration } from './migration';
import { calendarRoutes } from './routes';
import { seedCalendar } from './seed';
import type { CalendarTables } from './tables';

/** The presenter's diary of events. */
export const calendarArea: Area<CalendarTables> = {
  name: 'calendar',
  routers: [{ basePath: '/', create: calendarRoutes }],
  migrations: { '0007_calendar': calendarMigration, '0015_calendar_creator': calendarCreatorMigration },
  demoSeed: { order: 60, run: seedCalendar },
};
