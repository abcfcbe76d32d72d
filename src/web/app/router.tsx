import { createBrowserRouter, Navigate, redirect, type RouteObject } from 'react-router';
import { findDocPage, firstDocPath } from '@/web/features/docs/doc-pages';
import { AuthGuard, GuestGuard } from './guards';
import { RouteErrorScreen } from '@/web/layouts/compact/route-error-screen';
import type { PrerenderContext } from './prerendered-routes';
import { RootLayout } from './root-layout';
import { loadTextAreas, type DeferredTextArea } from '@/web/locales/i18n';

type ScreenModule = () => Promise<{ default: React.ComponentType }>;

/**
 * A lazily loaded screen module with a default export, with the English text areas only its screens use
 * (loaded beside the code; `npm run size` counts them with the route).
 */
const screen =
  (load: ScreenModule, textAreas: DeferredTextArea[] = []) =>
  async () => {
    const [{ default: Component }] = await Promise.all([load(), loadTextAreas(textAreas)]);
    return { Component };
  };

/** A screen (as `screen`) shown only to the visitors its guard lets through (./guards). */
const guarded =
  (
    Guard: React.ComponentType<{ children: React.ReactNode }>,
    load: ScreenModule,
    textAreas: DeferredTextArea[] = [],
  ) =>
  async () => {
    const { Component } = await screen(load, textAreas)();
    return {
      element: (
        <Guard>
          <Component />
        </Guard>
      ),
    };
  };

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        path: 'auth',
        children: [
          { index: true, element: <Navigate to="/auth/login" replace /> },
          {
            path: 'login',
            // At build time the page is rendered with the login options it is given (app/prerendered-routes.ts),
            // which reach the browser with the HTML; in the browser they load beside the screen's code.
            loader: ({ context }) => {
              if (typeof window === 'undefined')
                return (context as PrerenderContext | undefined)?.loginOptions ?? null;
              return import('@/web/features/auth/api/use-login-options').then(({ getLoginOptions }) =>
                getLoginOptions(),
              );
            },
            lazy: guarded(GuestGuard, () => import('@/web/features/auth/pages/login-page')),
          },
          { path: 'login-unprotected', lazy: screen(() => import('@/web/features/auth/pages/login-page')) },
          {
            path: 'register',
            lazy: guarded(GuestGuard, () => import('@/web/features/auth/pages/register-page'), ['register']),
          },
          {
            path: 'register-unprotected',
            lazy: screen(() => import('@/web/features/auth/pages/register-page'), ['register']),
          },
          {
            // Query layout (./query-layout): the server-data cache, only around the screens that use it.
            lazy: screen(() => import('./query-layout'), ['accountRecovery']),
            children: [
              {
                path: 'reset-password',
                lazy: screen(() => import('@/web/features/auth/pages/reset-password-page')),
              },
              { path: 'verify', lazy: screen(() => import('@/web/features/auth/pages/verify-page')) },
              {
                path: 'new-password',
                lazy: screen(() => import('@/web/features/auth/pages/new-password-page')),
              },
            ],
          },
        ],
      },
      {
        lazy: screen(() => import('./query-layout')),
        children: [
          {
            path: 'dashboard',
            lazy: guarded(AuthGuard, () => import('@/web/layouts/dashboard/dashboard-layout'), [
              'dashboard',
              'notifications',
              'overview',
              'blog',
              'calendar',
              'kanban',
            ]),
            children: [
              { index: true, element: <Navigate to="/dashboard/app" replace /> },
              { path: 'app', lazy: screen(() => import('@/web/features/overview/pages/overview-page')) },
              {
                path: 'blog',
                children: [
                  { index: true, element: <Navigate to="/dashboard/blog/posts" replace /> },
                  { path: 'posts', lazy: screen(() => import('@/web/features/blog/pages/posts-page')) },
                  { path: 'post/:title', lazy: screen(() => import('@/web/features/blog/pages/post-page')) },
                  { path: 'new-post', lazy: screen(() => import('@/web/features/blog/pages/new-post-page')) },
                ],
              },
              { path: 'calendar', lazy: screen(() => import('@/web/features/calendar/pages/calendar-page')) },
              { path: 'kanban', lazy: screen(() => import('@/web/features/kanban/pages/kanban-page')) },
            ],
          },
        ],
      },
      {
        // Public: the documentation for developers and the presenter.
        path: 'docs',
        lazy: screen(() => import('@/web/layouts/docs/docs-layout'), ['docs', 'public']),
        children: [
          { index: true, element: <Navigate to={firstDocPath} replace /> },
          {
            path: ':slug',
            loader: ({ params }) => (findDocPage(params.slug) ? null : redirect('/404')),
            lazy: screen(() => import('@/web/features/docs/pages/doc-page')),
          },
        ],
      },
      {
        lazy: screen(() => import('@/web/layouts/public/public-layout'), ['public']),
        children: [
          { index: true, lazy: screen(() => import('@/web/features/public-site/pages/home-page')) },
          {
            path: 'hosting-speaking',
            lazy: screen(() => import('@/web/features/public-site/pages/hosting-speaking-page')),
          },
          {
            path: 'media-profile',
            handle: { hideFooter: true },
            lazy: screen(() => import('@/web/features/public-site/pages/media-profile-page')),
          },
          { path: 'photoes', lazy: screen(() => import('@/web/features/public-site/pages/gallery-page')) },
          { path: 'about-us', lazy: screen(() => import('@/web/features/public-site/pages/about-page')) },
          { path: 'about', lazy: screen(() => import('@/web/features/public-site/pages/about-page')) },
          {
            lazy: screen(() => import('./query-layout'), ['contact']),
            children: [
              {
                path: 'say-hello',
                lazy: screen(() => import('@/web/features/public-site/pages/say-hello-page')),
              },
              {
                path: 'contact-us',
                lazy: screen(() => import('@/web/features/public-site/pages/say-hello-page')),
              },
              { path: 'payment', lazy: screen(() => import('@/web/features/public-site/pages/payment-page')) },
            ],
          },
          { path: 'faqs', lazy: screen(() => import('@/web/features/public-site/pages/faqs-page')) },
          { path: 'pricing', lazy: screen(() => import('@/web/features/public-site/pages/pricing-page')) },
          {
            path: 'terms-and-conditions',
            lazy: screen(() => import('@/web/features/public-site/pages/terms-and-conditions-page')),
          },
          {
            path: 'privacy-policy',
            lazy: screen(() => import('@/web/features/public-site/pages/privacy-policy-page')),
          },
          {
            path: 'cookie-policy',
            lazy: screen(() => import('@/web/features/public-site/pages/cookie-policy-page')),
          },
        ],
      },
      {
        lazy: screen(() => import('@/web/layouts/compact/compact-layout'), ['public']),
        children: [
          { path: '404', lazy: screen(() => import('@/web/layouts/compact/not-found-page')) },
          { path: '500', lazy: screen(() => import('@/web/layouts/compact/server-error-page')) },
          {
            path: 'coming-soon',
            lazy: screen(() => import('@/web/features/public-site/pages/coming-soon-page')),
          },
          {
            path: 'maintenance',
            lazy: screen(() => import('@/web/features/public-site/pages/maintenance-page')),
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
