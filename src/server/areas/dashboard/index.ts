import type { Area } from '@/server/area';
import { dashboardRoutes } from './routes';

/** The dashboards' summaries, summed from what the other areas store. */
export const dashboardArea: Area = {
  name: 'dashboard',
  routers: [{ basePath: '/', create: dashboardRoutes }],
};
