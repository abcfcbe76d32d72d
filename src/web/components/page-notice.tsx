import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ElementType } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyContent } from './empty-content';

interface PageNoticeProps {
  title: string;
  hint: string;
  /** The one way on: where its button leads, and what it says. */
  link: { to: string; text: string };
  /** The title's element: the screen's h1 unless the screen has a heading of its own above it. */
  titleComponent?: ElementType;
}

/**
 * A screen's content when it cannot show what was asked for (permission denied, nothing at this address):
 * what happened, why, and one way on. No data is asked for.
 */
export function PageNotice({ title, hint, link, titleComponent = 'h1' }: PageNoticeProps) {
  return (
    <EmptyContent
      titleComponent={titleComponent}
      title={title}
      description={
        <Stack sx={{ alignItems: 'center', gap: 3 }}>
          {hint}
          <Button component={RouterLink} to={link.to} color="inherit" variant="outlined">
            {link.text}
          </Button>
        </Stack>
      }
    />
  );
}
