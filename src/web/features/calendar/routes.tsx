import { deferredScreens } from '@/web/lib/lazy-screen';
import { paths } from '@/web/lib/paths';
import type { WebFeature } from '@/web/lib/web-feature';

const screen = deferredScreens('features/calendar/pages', () => import('./screens').then((module) => module.screens));

/** The calendar of shows and appointments. */
export const calendarFeature: WebFeature = {
  name: 'calendar',
  namespaces: ['calendar'],
  routes: { dashboard: [{ path: paths.dashboard.calendar, ...screen('calendar-page') }] },
};
