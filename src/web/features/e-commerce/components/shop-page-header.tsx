import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenHeading } from '@/web/components/screen-heading';
import { paths } from '@/web/lib/paths';

interface ShopPageHeaderProps {
  heading: string;
  /** The last crumb (the current screen); Dashboard, E-commerce and Shop come before it. */
  current: string;
  action?: ReactNode;
}

/** Heading, breadcrumbs and the screen's actions. */
export function ShopPageHeader({ heading, current, action }: ShopPageHeaderProps) {
  const { t } = useTranslation();
  const shopCrumb = current === t('ecommerce.crumbs.shop') ? [] : [{ name: t('ecommerce.crumbs.shop'), href: paths.dashboard.eCommerce.shop }];
  return (
    <ScreenHeading
      heading={heading}
      action={action}
      crumbs={[
        { name: t('ecommerce.crumbs.dashboard'), href: paths.dashboard.root },
        { name: t('ecommerce.crumbs.ecommerce'), href: paths.dashboard.eCommerce.root },
        ...shopCrumb,
        { name: current },
      ]}
    />
  );
}
