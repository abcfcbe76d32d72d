import { accentText } from './accent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PageIntroProps {
  overline: string;
  heading: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** A public page's opening: overline, the page's one h1 and a lead paragraph, centred. */
export function PageIntro({ overline, heading, lead, children }: PageIntroProps) {
  return (
    <Container component="header" sx={{ pt: { xs: 6, md: 10 }, pb: { xs: 4, md: 6 }, textAlign: 'center' }}>
      <Typography variant="overline" component="p" sx={(theme) => ({ color: accentText(theme) })}>
        {overline}
      </Typography>
      <Typography variant="h2" component="h1" sx={{ mt: 1 }}>
        {heading}
      </Typography>
      {lead && (
        <Typography sx={{ mt: 2, mx: 'auto', maxWidth: 640, color: 'text.secondary', fontSize: { md: '1.125rem' } }}>
          {lead}
        </Typography>
      )}
      {children}
    </Container>
  );
}
