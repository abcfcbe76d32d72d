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
}

/** One message with its picture and a way home: what /404 and /500 show inside the compact layout. */
export function StatusScreen({ title, heading, text, illustration }: StatusScreenProps) {
  const { t } = useTranslation();
  return (
    <Page title={title}>
      <Stack sx={{ alignItems: 'center' }}>
        <Typography variant="h3" component="h1" sx={{ mb: 2 }}>
          {heading}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
        <Stack sx={{ my: { xs: 5, sm: 8 }, width: '100%', alignItems: 'center' }}>{illustration}</Stack>
        <Button component={RouterLink} to={paths.home} size="large" variant="contained">
          {t('compact.goHome')}
        </Button>
      </Stack>
    </Page>
  );
}
