import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { brand } from '@/contract/brand';
import { AnimateInView } from '@/web/components/animate/animate-in-view';
import { PageHead } from '@/web/components/page-head';
import { layout } from '@/web/theme/create-app-theme';
import { accentText, bandBackground } from '@/web/features/public-site/components/accent';
import { CallToAction } from '@/web/features/public-site/components/call-to-action';
import { SectionHeading } from '@/web/features/public-site/components/section-heading';
import { StageImage } from '@/web/features/public-site/components/stage-image';
import { formatNumber } from '@/web/lib/format';


const services = ['conference', 'gala', 'broadcast'] as const;
const quotes = ['first', 'second', 'third'] as const;
const teaser = [3, 4, 6, 2];

/** `/`: the presenter's front door: who she is, what she hosts, what people say, how to book. */
export default function HomePage() {
  const { t, i18n } = useTranslation();
  const name = brand.presenter.name;
  const stats = [
    { value: `${formatNumber(450, i18n.language)}+`, label: t('homePage.stats.events') },
    { value: String(brand.presenter.languages.length), label: t('homePage.stats.languages') },
    { value: `${new Date().getFullYear() - brand.presenter.onStageSince}`, label: t('homePage.stats.years') },
    { value: formatNumber(11000, i18n.language), label: t('homePage.stats.audience') },
  ];

  return (
    <>
      <PageHead
        title={t('homePage.meta.title')}
        description={t('homePage.meta.description')}
        path="/"
        language={i18n.resolvedLanguage}
      />
      <Container
        component="section"
        sx={{
          minHeight: { md: `calc(100vh - ${layout.publicHeaderDesktop}px)` },
          display: 'flex',
          alignItems: 'center',
          py: { xs: 6, md: 8 },
        }}
      >
        <Grid container spacing={{ xs: 5, md: 8 }} sx={{ alignItems: 'center', width: '100%' }}>
          <Grid size={{ xs: 12, md: 6 }} sx={{ textAlign: { xs: 'center', md: 'left' } }}>
            <Typography variant="overline" component="p" sx={(theme) => ({ color: accentText(theme) })}>
              {t('homePage.hero.overline')}
            </Typography>
            <Typography variant="h1" sx={{ mt: 2, fontSize: { xs: '2.75rem', md: '4rem' } }}>
              {name}
            </Typography>
            <Typography sx={{ mt: 3, color: 'text.secondary', fontSize: { md: '1.125rem' }, maxWidth: 520, mx: { xs: 'auto', md: 0 } }}>
              {t('homePage.hero.lead')}
            </Typography>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ mt: 5, justifyContent: { xs: 'center', md: 'flex-start' } }}
            >
              <Button component={RouterLink} to="/pricing" variant="contained" size="large">
                {t('homePage.hero.book')}
              </Button>
              <Button component={RouterLink} to="/media-profile" variant="outlined" color="inherit" size="large">
                {t('homePage.hero.showreel')}
              </Button>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <StageImage
              n={3}
              alt={t('homePage.hero.imageAlt')}
              priority
              sizes="(min-width: 1200px) 544px, (min-width: 900px) calc(50vw - 56px), calc(100vw - 32px)"
              sx={{ borderRadius: 3, boxShadow: 12 }}
            />
          </Grid>
        </Grid>
      </Container>

      <Box component="section" aria-label={t('homePage.stats.label')} sx={{ bgcolor: bandBackground, py: { xs: 6, md: 8 } }}>
        <Container>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, textAlign: 'center' }}>
            {stats.map((stat) => (
              <Box key={stat.label} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
                <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                  {stat.label}
                </Typography>
                <Typography component="dd" variant="h3" sx={{ m: 0, mt: 0.5 }}>
                  {stat.value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Container>
      </Box>

      <Container component="section" sx={{ py: { xs: 8, md: 12 } }}>
        <SectionHeading overline={t('homePage.services.overline')} heading={t('homePage.services.heading')} />
        <Grid container spacing={3}>
          {services.map((service, index) => (
            <Grid key={service} size={{ xs: 12, md: 4 }}>
              <AnimateInView delay={index * 120} sx={{ height: 1 }}>
                <Box sx={{ height: 1, p: 4, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
                  <Typography variant="h5" component="h3">
                    {t(`homePage.services.${service}.title`)}
                  </Typography>
                  <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t(`homePage.services.${service}.text`)}</Typography>
                </Box>
              </AnimateInView>
            </Grid>
          ))}
        </Grid>
        <Box sx={{ mt: 5, textAlign: 'center' }}>
          <Button component={RouterLink} to="/hosting-speaking" variant="outlined" color="inherit" size="large">
            {t('homePage.services.more')}
          </Button>
        </Box>
      </Container>

      <Box component="section" sx={{ bgcolor: bandBackground, py: { xs: 8, md: 12 } }}>
        <Container>
          <SectionHeading overline={t('homePage.quotes.overline')} heading={t('homePage.quotes.heading')} />
          <Grid container spacing={3}>
            {quotes.map((quote, index) => (
              <Grid key={quote} size={{ xs: 12, md: 4 }}>
                <AnimateInView delay={index * 120} sx={{ height: 1 }}>
                  <Box component="figure" sx={{ m: 0, height: 1, p: 4, borderRadius: 2, bgcolor: 'background.paper', boxShadow: 1 }}>
                    <Typography component="blockquote" sx={{ m: 0, fontStyle: 'italic' }}>
                      “{t(`homePage.quotes.items.${quote}.text`)}”
                    </Typography>
                    <Box component="figcaption" sx={{ mt: 3 }}>
                      <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
                        {t(`homePage.quotes.items.${quote}.name`)}
                      </Typography>
                      <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
                        {t(`homePage.quotes.items.${quote}.role`)}
                      </Typography>
                    </Box>
                  </Box>
                </AnimateInView>
              </Grid>
            ))}
          </Grid>
        </Container>
      </Box>

      <Container component="section" sx={{ pt: { xs: 8, md: 12 } }}>
        <SectionHeading overline={t('homePage.gallery.overline')} heading={t('homePage.gallery.heading')} />
        <Grid container spacing={2}>
          {teaser.map((n, index) => (
            <Grid key={n} size={{ xs: 6, md: 3 }}>
              <AnimateInView variant="fade" delay={index * 100}>
                <StageImage
                  n={n}
                  alt={t('homePage.gallery.imageAlt', { n: index + 1 })}
                  sizes="(min-width: 1200px) 276px, (min-width: 900px) calc(25vw - 24px), calc(50vw - 24px)"
                />
              </AnimateInView>
            </Grid>
          ))}
        </Grid>
        <Box sx={{ mt: 5, textAlign: 'center' }}>
          <Button component={RouterLink} to="/photoes" variant="outlined" color="inherit" size="large">
            {t('homePage.gallery.more')}
          </Button>
        </Box>
      </Container>

      <CallToAction
        heading={t('homePage.cta.heading')}
        text={t('homePage.cta.text')}
        links={[{ to: '/say-hello', label: t('homePage.cta.button') }, { to: '/pricing', label: t('homePage.cta.pricing') }]}
      />
    </>
  );
}
