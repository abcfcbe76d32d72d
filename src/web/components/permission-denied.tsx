import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ElementType } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyContent } from './empty-content';

interface PermissionDeniedProps {
  title: string;
  /** Who may use the screen. */
  hint: string;
  /** Where to go instead, and the button's text. */
  back: { to: string; label: string };
  /** The title's element, to fit the page's heading outline. */
  titleComponent?: ElementType;
}

/** What a screen shows instead of itself to someone its role does not let in (no data is asked for). */
export function PermissionDenied({ title, hint, back, titleComponent }: PermissionDeniedProps) {
  return (
    <EmptyContent
      titleComponent={titleComponent}
      title={title}
      description={
        <Stack sx={{ alignItems: 'center', gap: 3 }}>
          {hint}
          <Button component={RouterLink} to={back.to} color="inherit" variant="outlined">
            {back.label}
          </Button>
        </Stack>
      }
    />
  );
}
