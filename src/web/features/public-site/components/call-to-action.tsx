import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { AnimateInView } from '@/web/components/animate/animate-in-view';

export interface CallToActionLink {
  to: string;
  label: string;
}

/** The closing band of a page: a heading, a line of text and its links as buttons (the first one filled). */
export function CallToAction({ heading, text, links }: { heading: string; text: string; links: CallToActionLink[] }) {
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
            {links.map((link, index) => (
              <Button
                key={link.to}
                component={RouterLink}
                to={link.to}
                variant={index === 0 ? 'contained' : 'outlined'}
                color={index === 0 ? 'primary' : 'inherit'}
                size="large"
              >
                {link.label}
              </Button>
            ))}
          </Stack>
        </Box>
      </AnimateInView>
    </Container>
  );
}
