import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { bookingPackages, type BookingMode } from '@/contract/contact-rules';
import { AnimateInView } from '@/web/components/animate/animate-in-view';
import { PageHead } from '@/web/components/page-head';
import { accentText } from '@/web/features/public-site/components/accent';
import { BookingModeSwitch } from '@/web/features/public-site/components/booking-mode-switch';
import { PageIntro } from '@/web/features/public-site/components/page-intro';
import { formatEuros } from '@/web/features/public-site/components/price';
import { paths, withQuery } from '@/web/lib/paths';

const features = ['first', 'second', 'third', 'fourth'] as const;

/** `/pricing`: the booking packages with their prices per date, for one event or a series. */
export default function PricingPage() {
  const { t, i18n } = useTranslation();
  const [mode, setMode] = useState<BookingMode>('event');
  return (
    <>
      <PageHead title={t('pricing.meta.title')} description={t('pricing.meta.description')} path="/pricing" language={i18n.resolvedLanguage} />
      <PageIntro overline={t('pricing.overline')} heading={t('pricing.heading')} lead={t('pricing.lead')}>
        <Box sx={{ mt: 4 }}>
          <BookingModeSwitch
            value={mode}
            onChange={setMode}
            label={t('pricing.mode.label')}
            labels={{ event: t('pricing.mode.event'), series: t('pricing.mode.series') }}
          />
          <Typography variant="body2" sx={(theme) => ({ mt: 1, color: accentText(theme) })}>
            {t('pricing.mode.saving')}
          </Typography>
        </Box>
      </PageIntro>
      <Container sx={{ pb: { xs: 8, md: 12 } }}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, alignItems: 'stretch' }}>
          {bookingPackages.map((item, index) => {
            const name = t(`pricing.packages.${item.id}.name`);
            return (
              <AnimateInView component="li" key={item.id} delay={index * 120}>
                <Box
                  sx={{
                    position: 'relative',
                    height: 1,
                    display: 'flex',
                    flexDirection: 'column',
                    p: 4,
                    borderRadius: 3,
                    bgcolor: 'background.paper',
                    border: item.featured ? 2 : 1,
                    borderColor: item.featured ? 'primary.main' : 'divider',
                    boxShadow: item.featured ? 16 : 0,
                  }}
                >
                  {item.featured && (
                    <Typography
                      variant="caption"
                      sx={{ position: 'absolute', top: 16, insetInlineEnd: 16, px: 1, py: 0.25, borderRadius: 1, fontWeight: 700, bgcolor: 'primary.darker', color: 'common.white' }}
                    >
                      {t('pricing.popular')}
                    </Typography>
                  )}
                  <Typography variant="h5" component="h2">
                    {name}
                  </Typography>
                  <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t(`pricing.packages.${item.id}.summary`)}</Typography>
                  <Typography variant="h3" component="p" sx={{ mt: 3 }}>
                    {formatEuros(item.prices[mode], i18n.resolvedLanguage)}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('pricing.perDate')}
                  </Typography>
                  <Box component="ul" sx={{ mt: 3, mb: 4, p: 0, listStyle: 'none', display: 'grid', gap: 1.5, flexGrow: 1 }}>
                    {features.map((feature) => (
                      <Box component="li" key={feature} sx={{ display: 'flex', gap: 1.5 }}>
                        <Box component="span" aria-hidden="true" sx={(theme) => ({ color: accentText(theme), fontWeight: 700 })}>
                          ✓
                        </Box>
                        <Typography variant="body2">{t(`pricing.packages.${item.id}.features.${feature}`)}</Typography>
                      </Box>
                    ))}
                  </Box>
                  <Button
                    component={RouterLink}
                    to={withQuery(paths.site.payment, { package: item.id, mode })}
                    variant={item.featured ? 'contained' : 'outlined'}
                    color={item.featured ? 'primary' : 'inherit'}
                    size="large"
                    fullWidth
                  >
                    {t('pricing.choose', { package: name })}
                  </Button>
                </Box>
              </AnimateInView>
            );
          })}
        </Box>
        <Typography variant="body2" sx={{ mt: 4, textAlign: 'center', color: 'text.secondary' }}>
          {t('pricing.note')}
        </Typography>
      </Container>
    </>
  );
}
