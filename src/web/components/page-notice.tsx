import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { EmptyContent } from './empty-content';

interface PageNoticeProps {
  /** The screen's heading (its h1). */
  title: string;
  hint: string;
  /** The one way on: where its button leads, and what it says. */
  link: { to: string; text: string };
}

/**
 * A screen's whole content when it cannot show what was asked for (permission denied, nothing at this address):
 * what happened, why, and one way on.
 */
export function PageNotice({ title, hint, link }: PageNoticeProps) {
  return (
    <EmptyContent
      titleComponent="h1"
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
