import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '@/web/components/breadcrumbs';
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
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: { xs: 3, md: 5 } }}>
      <div>
        <Typography variant="h4" component="h1" gutterBottom>
          {heading}
        </Typography>
        <Breadcrumbs
          links={[
            { name: t('blog.crumbs.dashboard'), href: paths.dashboard.root },
            { name: t('blog.crumbs.blog'), href: paths.dashboard.blog.posts },
            { name: current },
          ]}
        />
      </div>
      {action}
    </Stack>
  );
}
