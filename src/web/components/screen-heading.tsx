import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Breadcrumbs, type BreadcrumbItem } from './breadcrumbs';

interface ScreenHeadingProps {
  heading: string;
  /** From the dashboard down to the current screen (the last one, without a link). */
  crumbs: BreadcrumbItem[];
  action?: ReactNode;
}

/** A dashboard screen's heading with its breadcrumbs, and its actions beside them (below on narrow screens). */
export function ScreenHeading({ heading, crumbs, action }: ScreenHeadingProps) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: { xs: 3, md: 5 } }}>
      <div>
        <Typography variant="h4" component="h1" gutterBottom>
          {heading}
        </Typography>
        <Breadcrumbs links={crumbs} />
      </div>
      {action}
    </Stack>
  );
}
