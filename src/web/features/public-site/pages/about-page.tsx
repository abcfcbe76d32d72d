import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PublicPath } from '@/contract/public-pages';
import { AnimateInView } from '@/web/components/animate/animate-in-view';
import { PageHead } from '@/web/components/page-head';
import { bandBackground } from '@/web/features/public-site/components/accent';
import { CallToAction } from '@/web/features/public-site/components/call-to-action';
import { PageIntro } from '@/web/features/public-site/components/page-intro';
import { SectionHeading } from '@/web/features/public-site/components/section-heading';
import { StageImage } from '@/web/features/public-site/components/stage-image';


const values = ['prepared', 'calm', 'warmth'] as const;
const facts = ['base', 'languages', 'education', 'team'] as const;

/** `/about-us` and `/about`: her story, what organisers can count on, the facts. */
export default function AboutPage() {
  const { t, i18n } = useTranslation();
  const path = useLocation().pathname === '/about' ? '/about' : ('/about-us' satisfies PublicPath);
  return (
    <>
      <PageHead title={t('about.meta.title')} description={t('about.meta.description')} path={path} language={i18n.resolvedLanguage} />
      <PageIntro overline={t('about.overline')} heading={t('about.heading')} lead={t('about.lead')} />
      <Container component="section" aria-labelledby="story" sx={{ pb: { xs: 8, md: 12 } }}>
        <Grid container spacing={{ xs: 4, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <StageImage
              n={7}
              alt={t('about.imageAlt')}
              priority
              sizes="(min-width: 1200px) 544px, (min-width: 900px) calc(50vw - 56px), calc(100vw - 32px)"
              sx={{ borderRadius: 3 }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography id="story" variant="h3" component="h2">
              {t('about.story.heading')}
            </Typography>
            <Typography sx={{ mt: 3, color: 'text.secondary' }}>{t('about.story.first')}</Typography>
            <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t('about.story.second')}</Typography>
          </Grid>
        </Grid>
      </Container>
      <Box component="section" sx={{ bgcolor: bandBackground, py: { xs: 8, md: 12 } }}>
        <Container>
          <SectionHeading heading={t('about.values.heading')} />
          <Grid container spacing={3}>
            {values.map((value, index) => (
              <Grid key={value} size={{ xs: 12, md: 4 }}>
                <AnimateInView delay={index * 120} sx={{ height: 1, p: 4, borderRadius: 2, bgcolor: 'background.paper' }}>
                  <Typography variant="h5" component="h3">
                    {t(`about.values.${value}.title`)}
                  </Typography>
                  <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>{t(`about.values.${value}.text`)}</Typography>
                </AnimateInView>
              </Grid>
            ))}
          </Grid>
        </Container>
      </Box>
      <Container component="section" maxWidth="md" sx={{ pt: { xs: 8, md: 12 } }}>
        <SectionHeading heading={t('about.facts.heading')} />
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          {facts.map((fact) => (
            <Box component="li" key={fact} sx={{ p: 3, borderRadius: 2, border: 1, borderColor: 'divider' }}>
              <Typography variant="subtitle1">{t(`about.facts.${fact}`)}</Typography>
            </Box>
          ))}
        </Box>
      </Container>
      <CallToAction
        heading={t('about.cta.heading')}
        text={t('about.cta.text')}
        links={[{ to: '/say-hello', label: t('about.cta.button') }]}
      />
    </>
  );
}
