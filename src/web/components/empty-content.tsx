import Stack, { type StackProps } from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ElementType, ReactNode } from 'react';
import { EmptyContentIllustration } from './empty-content-illustration';

interface EmptyContentProps extends Omit<StackProps, 'title'> {
  title: string;
  description?: ReactNode;
  /** Another picture instead of the empty box. */
  illustration?: ReactNode;
  /** The title's element, to fit the page's heading outline. */
  titleComponent?: ElementType;
}

/** What a list, inbox or search shows when it has nothing: a picture, a title and a hint. */
export function EmptyContent({
  title,
  description,
  illustration,
  titleComponent = 'h2',
  sx,
  ...other
}: EmptyContentProps) {
  return (
    <Stack
      sx={[
        { alignItems: 'center', justifyContent: 'center', textAlign: 'center', px: 3, py: 6, height: '100%' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...other}
    >
      {illustration ?? <EmptyContentIllustration />}
      <Typography variant="h5" component={titleComponent} sx={{ mt: 3 }}>
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" component="div" sx={{ mt: 1, color: 'text.secondary', maxWidth: 400 }}>
          {description}
        </Typography>
      )}
    </Stack>
  );
}
