import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { brand } from '@/contract/brand';
import { Page } from '@/web/components/page';
import { useAuth } from '@/web/lib/session/auth-store';

/** /dashboard/app: the signed-in start screen. */
export default function OverviewPage() {
  const { t } = useTranslation();
  const user = useAuth((state) => state.user);
  return (
    <Page title={t('titles.app')}>
      <Card>
        <CardContent sx={{ p: { xs: 3, md: 5 } }}>
          <Typography variant="h4" component="h1" gutterBottom>
            {t('overview.welcome', { name: user?.displayName ?? '' })}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {t('overview.intro', { product: brand.productName })}
          </Typography>
        </CardContent>
      </Card>
    </Page>
  );
}
