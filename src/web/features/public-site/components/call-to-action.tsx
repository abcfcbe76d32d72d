import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AnimateInView } from '../../../components/animate/animate-in-view';

/** The closing band of a page: a heading, a line of text and its buttons. */
export function CallToAction({ heading, text, children }: { heading: string; text: string; children: ReactNode }) {
  return (
    <Container component="section" sx={{ py: { xs: 8, md: 12 } }}>
      <AnimateInView variant="zoom">
        <Box
          sx={(theme) => ({
            px: { xs: 3, md: 8 },
            py: { xs: 6, md: 8 },
            borderRadius: 3,
            textAlign: 'center',
            color: 'common.white',
            background: `linear-gradient(135deg, ${theme.palette.grey[900]} 0%, ${theme.palette.primary.darker} 100%)`,
          })}
        >
          <Typography variant="h3" component="h2">
            {heading}
          </Typography>
          <Typography sx={{ mt: 2, mx: 'auto', maxWidth: 560, opacity: 0.88 }}>{text}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, justifyContent: 'center' }}>
            {children}
          </Stack>
        </Box>
      </AnimateInView>
    </Container>
  );
}
