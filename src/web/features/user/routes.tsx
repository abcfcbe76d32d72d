import { Redirect } from '@/web/components/redirect';
import { deferredScreens } from '@/web/lib/lazy-screen';
import { paths } from '@/web/lib/paths';
import type { WebFeature } from '@/web/lib/web-feature';

const screen = deferredScreens('features/user/pages', () => import('./screens').then((module) => module.screens));
const user = paths.dashboard.user;

/**
 * The people of the workspace: the signed-in user's profile and account settings, everyone as cards, and
 * the accounts' administration (the list and the create and edit forms, admins only).
 */
export const userFeature: WebFeature = {
  name: 'user',
  namespaces: ['user'],
  routes: {
    dashboard: [
      {
        path: user.root,
        children: [
          { index: true, element: <Redirect to={user.profile} /> },
          { path: user.profile, ...screen('profile-page', { namespaces: ['profile', 'uploads'] }) },
          { path: user.cards, ...screen('cards-page', { namespaces: ['profile'] }) },
          { path: user.list, ...screen('user-list-page', { namespaces: ['user-list'] }) },
          { path: user.newUser, ...screen('new-user-page', { namespaces: ['user-form', 'uploads'] }) },
          { path: user.editUser(':name'), ...screen('edit-user-page', { namespaces: ['user-form', 'uploads'] }) },
          { path: user.account, ...screen('account-page', { namespaces: ['account-settings', 'uploads', 'orders', 'account_recovery'] }) },
        ],
      },
    ],
  },
};
