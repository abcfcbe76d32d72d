import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { bookingModes, bookingPackages, type BookingMode } from '@/contract/contact-rules';
import { PageHead } from '@/web/components/page-head';
import { bandBackground } from '@/web/features/public-site/components/accent';
import { BookingForm } from '@/web/features/public-site/components/booking-form';
import { BookingModeSwitch } from '@/web/features/public-site/components/booking-mode-switch';
import { PageIntro } from '@/web/features/public-site/components/page-intro';
import { formatEuros } from '@/web/features/public-site/components/price';

const steps = ['check', 'call', 'contract'] as const;

/** The package and booking type from the address (?package=&mode=), the featured package otherwise. */
function useChosenPackage() {
  const [params] = useSearchParams();
  const chosen = bookingPackages.find((item) => item.id === params.get('package')) ?? bookingPackages.find((item) => item.featured)!;
  const mode = bookingModes.find((value) => value === params.get('mode')) ?? 'event';
  return { chosen, mode };
}

/** `/payment`: the booking request for a chosen package; nothing is charged, it lands in the admin's inbox. */
export default function PaymentPage() {
  const { t, i18n } = useTranslation();
  const { chosen, mode: initialMode } = useChosenPackage();
  const [mode, setMode] = useState<BookingMode>(initialMode);
  const [sent, setSent] = useState(false);
  const name = t(`pricing.packages.${chosen.id}.name`);

  return (
    <>
      <PageHead title={t('payment.meta.title')} description={t('payment.meta.description')} path="/payment" language={i18n.resolvedLanguage} />
      <PageIntro overline={t('payment.overline')} heading={t('payment.heading')} lead={t('payment.lead')} />
      <Container sx={{ pb: { xs: 8, md: 12 } }}>
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 5 }} sx={{ order: { md: 2 } }}>
            <Box component="section" aria-labelledby="summary" sx={{ p: { xs: 3, md: 4 }, borderRadius: 3, bgcolor: bandBackground }}>
              <Typography id="summary" variant="overline" component="h2" sx={{ color: 'text.secondary' }}>
                {t('payment.summary.heading')}
              </Typography>
              <Typography variant="h4" component="p" sx={{ mt: 1 }}>
                {name}
              </Typography>
              <Typography variant="h5" component="p" sx={{ mt: 1 }}>
                {formatEuros(chosen.prices[mode], i18n.resolvedLanguage)}{' '}
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('payment.summary.perDate')}
                </Typography>
              </Typography>
              <Box sx={{ mt: 2 }}>
                <BookingModeSwitch
                  value={mode}
                  onChange={setMode}
                  label={t('payment.fields.mode')}
                  labels={{ event: t('pricing.mode.event'), series: t('pricing.mode.series') }}
                />
              </Box>
              <Link component={RouterLink} to="/pricing" sx={{ display: 'inline-block', mt: 2, color: 'text.primary' }}>
                {t('payment.summary.change')}
              </Link>
              <Typography variant="h6" component="h2" sx={{ mt: 4 }}>
                {t('payment.next.heading')}
              </Typography>
              <Box component="ol" sx={{ mt: 1.5, mb: 0, paddingInlineStart: '20px', display: 'grid', gap: 1 }}>
                {steps.map((step) => (
                  <Typography component="li" variant="body2" key={step}>
                    {t(`payment.next.${step}`)}
                  </Typography>
                ))}
              </Box>
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            {sent ? (
              <Box role="status">
                <Typography variant="h4" component="h2">
                  {t('payment.sentHeading')}
                </Typography>
                <Alert severity="success" sx={{ mt: 3 }}>
                  {t('contact.messages.bookingReceived')}
                </Alert>
                <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t('payment.sentText')}</Typography>
                <Button component={RouterLink} to="/pricing" variant="outlined" color="inherit" sx={{ mt: 3 }}>
                  {t('payment.another')}
                </Button>
              </Box>
            ) : (
              <BookingForm packageId={chosen.id} mode={mode} onSent={() => setSent(true)} />
            )}
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
