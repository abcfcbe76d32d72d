import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Page } from '@/web/components/page';
import { paths } from '@/web/lib/paths';

interface StatusScreenProps {
  title: string;
  heading: string;
  text: string;
  illustration: ReactNode;
  /** Where the button leads: the public home unless said otherwise. */
  back?: { to: string; label: string };
}

/** One message with its picture and a way home: what /404 and /500 show inside the compact layout, and an unknown dashboard address inside the dashboard. */
export function StatusScreen({ title, heading, text, illustration, back }: StatusScreenProps) {
  const { t } = useTranslation();
  const { to, label } = back ?? { to: paths.home, label: t('compact.goHome') };
  return (
    <Page title={title}>
      <Stack sx={{ alignItems: 'center' }}>
        <Typography variant="h3" component="h1" sx={{ mb: 2 }}>
          {heading}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
        <Stack sx={{ my: { xs: 5, sm: 8 }, width: '100%', alignItems: 'center' }}>{illustration}</Stack>
        <Button component={RouterLink} to={to} size="large" variant="contained">
          {label}
        </Button>
      </Stack>
    </Page>
  );
}
