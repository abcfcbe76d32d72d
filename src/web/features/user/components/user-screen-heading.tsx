import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenHeading } from '@/web/components/screen-heading';
import { paths } from '@/web/lib/paths';

interface UserScreenHeadingProps {
  heading: string;
  /** The current screen's crumb, after Dashboard and User. */
  current: string;
  action?: ReactNode;
}

/** A user screen's heading, with Dashboard and User before the current screen in its breadcrumbs. */
export function UserScreenHeading({ heading, current, action }: UserScreenHeadingProps) {
  const { t } = useTranslation();
  return (
    <ScreenHeading
      heading={heading}
      crumbs={[
        { name: t('user.crumbs.dashboard'), href: paths.dashboard.root },
        { name: t('user.crumbs.user'), href: paths.dashboard.user.root },
        { name: current },
      ]}
      action={action}
    />
  );
}
