import type { TFunction } from 'i18next';
import type { BreadcrumbItem } from '@/web/components/breadcrumbs';
import { paths } from '@/web/lib/paths';

/** The breadcrumbs of a user screen: Dashboard, User, then the screen's own (`screen`, without a link). */
export const userCrumbs = (t: TFunction, screen: string): BreadcrumbItem[] => [
  { name: t('user.crumbs.dashboard'), href: paths.dashboard.root },
  { name: t('user.crumbs.user'), href: paths.dashboard.user.root },
  { name: screen },
];
