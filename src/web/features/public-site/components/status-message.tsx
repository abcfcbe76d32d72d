import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { StageImage } from './stage-image';

interface StatusMessageProps {
  heading: string;
  text: string;
  homeLabel: string;
  image: number;
  children?: ReactNode;
}

/** Coming soon and maintenance: a heading, a line, a stage picture and the way home. */
export function StatusMessage({ heading, text, homeLabel, image, children }: StatusMessageProps) {
  return (
    <Stack sx={{ alignItems: 'center' }}>
      <Typography variant="h3" component="h1" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
      {children}
      <StageImage
        n={image}
        alt=""
        priority
        sizes="(min-width: 400px) 360px, calc(100vw - 32px)"
        sx={{ my: { xs: 5, sm: 6 }, maxWidth: 360, borderRadius: 3 }}
      />
      <Button component={RouterLink} to="/" size="large" variant="contained">
        {homeLabel}
      </Button>
    </Stack>
  );
}
