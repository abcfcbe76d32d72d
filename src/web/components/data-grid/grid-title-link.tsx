import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface GridTitleLinkProps {
  /** The row's own page. */
  to: string;
  /** The grid's tab index for the cell's content: 0 only while the cell has focus. */
  tabIndex: 0 | -1;
  title: string;
  /** The second line, in the secondary colour. */
  subtitle: ReactNode;
}

/** A grid cell's two lines: the row's title as a link to its page, and a detail below it. */
export function GridTitleLink({ to, tabIndex, title, subtitle }: GridTitleLinkProps) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Link
        component={RouterLink}
        to={to}
        tabIndex={tabIndex}
        color="inherit"
        underline="hover"
        variant="subtitle2"
        noWrap
        sx={{ display: 'block' }}
      >
        {title}
      </Link>
      <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
        {subtitle}
      </Typography>
    </Box>
  );
}
