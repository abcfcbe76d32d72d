import { accountApi } from './account-routes';
import { accountSettingsApi } from './account-settings-routes';
import { blogApi } from './blog-routes';
import { calendarApi } from './calendar-routes';
import { chatApi } from './chat-routes';
import { contactApi } from './contact-routes';
import { dashboardApi } from './dashboard-routes';
import { externalSignInApi } from './external-sign-in-routes';
import { kanbanApi } from './kanban-routes';
import { liveApi } from './live-routes';
import { mailApi } from './mail-routes';
import { manageUsersApi } from './manage-users-routes';
import { notificationsApi } from './notifications-routes';
import { ordersApi } from './orders-routes';
import { productsApi } from './products-routes';
import { siteTrafficApi } from './site-traffic-routes';
import { systemApi } from './system-routes';
import { uploadsApi } from './uploads-routes';
import { userApi } from './user-routes';

export {
  accountApi,
  accountSettingsApi,
  blogApi,
  calendarApi,
  chatApi,
  contactApi,
  dashboardApi,
  externalSignInApi,
  kanbanApi,
  liveApi,
  mailApi,
  manageUsersApi,
  notificationsApi,
  ordersApi,
  productsApi,
  siteTrafficApi,
  systemApi,
  uploadsApi,
  userApi,
};

/** Every call of the API by area: what the server serves and what the web's client is typed from. */
export const apiRoutes = {
  account: accountApi,
  accountSettings: accountSettingsApi,
  blog: blogApi,
  calendar: calendarApi,
  chat: chatApi,
  contact: contactApi,
  dashboard: dashboardApi,
  externalSignIn: externalSignInApi,
  kanban: kanbanApi,
  live: liveApi,
  mail: mailApi,
  manageUsers: manageUsersApi,
  notifications: notificationsApi,
  orders: ordersApi,
  products: productsApi,
  siteTraffic: siteTrafficApi,
  system: systemApi,
  uploads: uploadsApi,
  user: userApi,
};
export type ApiRoutes = typeof apiRoutes;
