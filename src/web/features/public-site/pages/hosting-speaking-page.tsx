import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AnimateInView } from '@/web/components/animate/animate-in-view';
import { PageHead } from '@/web/components/page-head';
import { accentText, bandBackground } from '@/web/features/public-site/components/accent';
import { CallToAction } from '@/web/features/public-site/components/call-to-action';
import { PageIntro } from '@/web/features/public-site/components/page-intro';
import { SectionHeading } from '@/web/features/public-site/components/section-heading';
import { StageImage } from '@/web/features/public-site/components/stage-image';


const formats = ['conference', 'panel', 'gala', 'broadcast', 'keynote', 'workshop'] as const;
const topics = ['presence', 'languages', 'questions', 'stories'] as const;
const steps = ['brief', 'prepare', 'rehearse', 'show'] as const;

/** `/hosting-speaking`: the formats she hosts, keynote topics and how a booking runs. */
export default function HostingSpeakingPage() {
  const { t, i18n } = useTranslation();
  return (
    <>
      <PageHead
        title={t('speaking.meta.title')}
        description={t('speaking.meta.description')}
        path="/hosting-speaking"
        language={i18n.resolvedLanguage}
      />
      <PageIntro overline={t('speaking.hero.overline')} heading={t('speaking.hero.heading')} lead={t('speaking.hero.lead')} />

      <Container component="section" aria-labelledby="formats" sx={{ pb: { xs: 8, md: 12 } }}>
        <Typography id="formats" variant="h3" component="h2" sx={{ mb: 4, textAlign: 'center' }}>
          {t('speaking.formats.heading')}
        </Typography>
        <Grid container spacing={3}>
          {formats.map((format, index) => (
            <Grid key={format} size={{ xs: 12, sm: 6, md: 4 }}>
              <AnimateInView delay={(index % 3) * 120} sx={{ height: 1 }}>
                <Box sx={{ height: 1, borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
                  <StageImage
                    n={index + 1}
                    alt=""
                    sizes="(min-width: 1200px) 368px, (min-width: 900px) calc(33.3vw - 32px), (min-width: 600px) calc(50vw - 36px), calc(100vw - 32px)"
                    sx={{ borderRadius: 0 }}
                  />
                  <Box sx={{ p: 3 }}>
                    <Typography variant="h5" component="h3">
                      {t(`speaking.formats.${format}.title`)}
                    </Typography>
                    <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>{t(`speaking.formats.${format}.text`)}</Typography>
                  </Box>
                </Box>
              </AnimateInView>
            </Grid>
          ))}
        </Grid>
      </Container>

      <Box component="section" sx={{ bgcolor: bandBackground, py: { xs: 8, md: 12 } }}>
        <Container maxWidth="md">
          <SectionHeading heading={t('speaking.topics.heading')} />
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
            {topics.map((topic, index) => (
              <AnimateInView key={topic} component="li" variant="fadeStart" delay={index * 100}>
                <Box sx={{ display: 'flex', gap: 2, alignItems: 'baseline', p: 3, borderRadius: 2, bgcolor: 'background.paper' }}>
                  <Typography variant="h4" component="span" aria-hidden="true" sx={(theme) => ({ color: accentText(theme) })}>
                    {String(index + 1).padStart(2, '0')}
                  </Typography>
                  <Typography variant="h6" component="p">
                    {t(`speaking.topics.items.${topic}`)}
                  </Typography>
                </Box>
              </AnimateInView>
            ))}
          </Box>
        </Container>
      </Box>

      <Container component="section" sx={{ pt: { xs: 8, md: 12 } }}>
        <SectionHeading heading={t('speaking.process.heading')} />
        <Grid component="ol" container spacing={4} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {steps.map((step, index) => (
            <Grid component="li" key={step} size={{ xs: 12, sm: 6, md: 3 }}>
              <AnimateInView delay={index * 120}>
                <Box
                  aria-hidden="true"
                  sx={{ width: 48, height: 48, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: 'primary.contrastText', typography: 'h6' }}
                >
                  {index + 1}
                </Box>
                <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
                  {t(`speaking.process.steps.${step}.title`)}
                </Typography>
                <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t(`speaking.process.steps.${step}.text`)}</Typography>
              </AnimateInView>
            </Grid>
          ))}
        </Grid>
      </Container>

      <CallToAction
        heading={t('speaking.cta.heading')}
        text={t('speaking.cta.text')}
        links={[{ to: '/pricing', label: t('speaking.cta.pricing') }, { to: '/say-hello', label: t('speaking.cta.contact') }]}
      />
    </>
  );
}
