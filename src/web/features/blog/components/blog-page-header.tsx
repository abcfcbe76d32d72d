import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenHeading } from '@/web/components/screen-heading';
import { paths } from '@/web/lib/paths';

interface BlogPageHeaderProps {
  heading: string;
  /** The last crumb (the current screen); Dashboard and Blog come before it. */
  current: string;
  action?: ReactNode;
}

/** Heading, breadcrumbs and the screen's main action. */
export function BlogPageHeader({ heading, current, action }: BlogPageHeaderProps) {
  const { t } = useTranslation();
  return (
    <ScreenHeading
      heading={heading}
      action={action}
      crumbs={[
        { name: t('blog.crumbs.dashboard'), href: paths.dashboard.root },
        { name: t('blog.crumbs.blog'), href: paths.dashboard.blog.posts },
        { name: current },
      ]}
    />
  );
}
