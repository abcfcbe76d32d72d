import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '@/web/components/breadcrumbs';
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
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: { xs: 3, md: 5 } }}>
      <div>
        <Typography variant="h4" component="h1" gutterBottom>
          {heading}
        </Typography>
        <Breadcrumbs
          links={[
            { name: t('ecommerce.crumbs.dashboard'), href: paths.dashboard.root },
            { name: t('ecommerce.crumbs.ecommerce'), href: paths.dashboard.eCommerce.root },
            ...shopCrumb,
            { name: current },
          ]}
        />
      </div>
      {action}
    </Stack>
  );
}
