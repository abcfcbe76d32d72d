import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '@/contract/brand';
import { toSlug } from '@/contract/slug';
import type { NavGroupConfig } from '@/web/components/nav-section/nav-types';
import {
  AnalyticsIcon,
  BagIcon,
  BlogIcon,
  CalendarIcon,
  CartIcon,
  ChatIcon,
  DashboardIcon,
  KanbanIcon,
  MailIcon,
  PersonIcon,
} from './shell-icons';

const root = '/dashboard';

/** Examples the detail and edit items open: seeded records (products, posts) and the presenter's own account. */
const sample = {
  user: toSlug(brand.presenter.name),
  product: toSlug('StudioCourt Royale'),
  editProduct: toSlug('Live on Air Hoodie'),
  post: toSlug('Behind the Scenes of a Live Gala'),
};

/** The sidebar groups of DECISIONS §5 with translated titles. */
export function useDashboardNav(): NavGroupConfig[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        subheader: t('dashboard.nav.general'),
        items: [
          { title: t('dashboard.nav.app'), path: `${root}/app`, icon: <DashboardIcon /> },
          { title: t('dashboard.nav.ecommerce'), path: `${root}/ecommerce`, icon: <CartIcon /> },
          { title: t('dashboard.nav.analytics'), path: `${root}/analytics`, icon: <AnalyticsIcon /> },
        ],
      },
      {
        subheader: t('dashboard.nav.management'),
        items: [
          {
            title: t('dashboard.nav.user'),
            path: `${root}/user`,
            icon: <PersonIcon />,
            children: [
              { title: t('dashboard.nav.profile'), path: `${root}/user/profile` },
              { title: t('dashboard.nav.cards'), path: `${root}/user/cards` },
              { title: t('dashboard.nav.list'), path: `${root}/user/list` },
              { title: t('dashboard.nav.create'), path: `${root}/user/new` },
              { title: t('dashboard.nav.edit'), path: `${root}/user/${sample.user}/edit` },
              { title: t('dashboard.nav.account'), path: `${root}/user/account` },
            ],
          },
          {
            title: t('dashboard.nav.ecommerce'),
            path: `${root}/e-commerce`,
            icon: <BagIcon />,
            children: [
              { title: t('dashboard.nav.shop'), path: `${root}/e-commerce/shop` },
              { title: t('dashboard.nav.product'), path: `${root}/e-commerce/product/${sample.product}` },
              { title: t('dashboard.nav.list'), path: `${root}/e-commerce/list` },
              { title: t('dashboard.nav.create'), path: `${root}/e-commerce/product/new` },
              { title: t('dashboard.nav.edit'), path: `${root}/e-commerce/product/${sample.editProduct}/edit` },
              { title: t('dashboard.nav.checkout'), path: `${root}/e-commerce/checkout` },
              { title: t('dashboard.nav.invoice'), path: `${root}/e-commerce/invoice` },
            ],
          },
          {
            title: t('dashboard.nav.blog'),
            path: `${root}/blog`,
            icon: <BlogIcon />,
            children: [
              { title: t('dashboard.nav.posts'), path: `${root}/blog/posts` },
              { title: t('dashboard.nav.post'), path: `${root}/blog/post/${sample.post}` },
              { title: t('dashboard.nav.newPost'), path: `${root}/blog/new-post` },
            ],
          },
        ],
      },
      {
        subheader: t('dashboard.nav.apps'),
        items: [
          { title: t('dashboard.nav.mail'), path: `${root}/mail/all`, activePrefix: `${root}/mail`, icon: <MailIcon /> },
          { title: t('dashboard.nav.chat'), path: `${root}/chat`, icon: <ChatIcon /> },
          { title: t('dashboard.nav.calendar'), path: `${root}/calendar`, icon: <CalendarIcon /> },
          { title: t('dashboard.nav.kanban'), path: `${root}/kanban`, icon: <KanbanIcon /> },
        ],
      },
    ],
    [t],
  );
}
