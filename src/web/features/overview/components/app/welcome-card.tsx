import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { brand } from '@/contract/brand';

import { paths } from '@/web/lib/paths';
import { WelcomeIllustration } from './welcome-illustration';

/** The greeting of the signed-in user, what the dashboard is for, and the way to the next show. */
export function WelcomeCard({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Card
      sx={(theme) => ({
        height: '100%',
        p: { xs: 3, md: 5 },
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: 'center',
        gap: 3,
        backgroundImage: `linear-gradient(135deg, ${alpha(theme.palette.primary.main, 0.12)}, ${alpha(theme.palette.primary.main, 0.02)})`,
      })}
    >
      <Box sx={{ flexGrow: 1, textAlign: { xs: 'center', sm: 'left' } }}>
        <Typography variant="h4" component="p" gutterBottom>
          {t('overview.welcome', { name })}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: 480 }}>
          {t('overview.intro', { product: brand.productName })}
        </Typography>
        <Button component={RouterLink} to={paths.dashboard.calendar} variant="contained">
          {t('overview.app.welcomeAction')}
        </Button>
      </Box>
      <Box sx={{ flexShrink: 0, width: { xs: 200, md: 240 } }}>
        <WelcomeIllustration />
      </Box>
    </Card>
  );
}
