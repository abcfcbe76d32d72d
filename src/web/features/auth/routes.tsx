import { type LoaderFunction } from 'react-router';
import { Redirect } from '@/web/components/redirect';
import { lazyScreens } from '@/web/lib/lazy-screen';
import { paths } from '@/web/lib/paths';
import type { PrerenderContext } from '@/web/lib/prerender-context';
import { withServerData } from '@/web/lib/server-data-route';
import type { WebFeature } from '@/web/lib/web-feature';

const screen = lazyScreens(import.meta.glob('@/web/features/auth/pages/*.tsx'));

/**
 * The login options (demo banner, open registration). At build time the page is rendered with those it is
 * given (app/prerendered-routes.ts), which reach the browser with the HTML; in the browser they load beside
 * the screen's code.
 */
const loginOptionsLoader: LoaderFunction = ({ context }) => {
  if (typeof window === 'undefined') return (context as PrerenderContext | undefined)?.loginOptions ?? null;
  return import('@/web/features/auth/api/use-login-options').then(({ getLoginOptions }) => getLoginOptions());
};

/** Sign-in, registration and account recovery (their shared texts, `auth`, load with the app shell). */
export const authFeature: WebFeature = {
  name: 'auth',
  routes: {
    standalone: [
      {
        path: paths.auth.root,
        children: [
          { index: true, element: <Redirect to={paths.auth.login} /> },
          {
            path: paths.auth.login,
            loader: loginOptionsLoader,
            ...screen('login-page', { access: 'guest' }),
          },
          { path: paths.auth.loginUnprotected, ...screen('login-page') },
          {
            path: paths.auth.register,
            loader: loginOptionsLoader,
            ...screen('register-page', { access: 'guest', namespaces: ['register'] }),
          },
          { path: paths.auth.registerUnprotected, ...screen('register-page', { namespaces: ['register'] }) },
          withServerData([
            { path: paths.auth.resetPassword, ...screen('reset-password-page', { namespaces: ['accountRecovery', 'account_recovery'] }) },
            { path: paths.auth.verify, ...screen('verify-page', { namespaces: ['accountRecovery', 'account_recovery'] }) },
            { path: paths.auth.newPassword, ...screen('new-password-page', { namespaces: ['accountRecovery', 'account_recovery'] }) },
          ]),
        ],
      },
    ],
  },
};
