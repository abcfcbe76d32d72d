import { authFeature } from './auth/routes';
import { blogFeature } from './blog/routes';
import { calendarFeature } from './calendar/routes';
import { chatFeature } from './chat/routes';
import { componentsShowcaseFeature } from './components-showcase/routes';
import { docsFeature } from './docs/routes';
import { eCommerceFeature } from './e-commerce/routes';
import { kanbanFeature } from './kanban/routes';
import { mailFeature } from './mail/routes';
import { overviewFeature } from './overview/routes';
import { publicSiteFeature } from './public-site/routes';
import { userFeature } from './user/routes';

/**
 * Every area of the web app, in navigation order: the router takes their routes, the dashboard sidebar
 * their entries. A new area is one more line here.
 */
export const features = [
  publicSiteFeature,
  authFeature,
  overviewFeature,
  userFeature,
  eCommerceFeature,
  blogFeature,
  mailFeature,
  chatFeature,
  calendarFeature,
  kanbanFeature,
  docsFeature,
  componentsShowcaseFeature,
];
