import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHead } from '@/web/components/page-head';
import english from '@/web/locales/en/content/faqs.json';
import { PageIntro } from '@/web/features/public-site/components/page-intro';

const questions = Object.keys(english.items);

/** `/faqs`: the questions organisers ask before booking, each opening in place (native disclosure). */
export default function FaqsPage() {
  const { t, i18n } = useTranslation();
  return (
    <>
      <PageHead title={t('faqs.meta.title')} description={t('faqs.meta.description')} path="/faqs" language={i18n.resolvedLanguage} />
      <PageIntro overline={t('faqs.overline')} heading={t('faqs.heading')} lead={t('faqs.lead')} />
      <Container maxWidth="md" sx={{ pb: { xs: 8, md: 12 } }}>
        {questions.map((key, index) => (
          <Box
            component="details"
            key={key}
            open={index === 0}
            sx={{
              borderBottom: 1,
              borderColor: 'divider',
              '& > summary': {
                listStyle: 'none',
                cursor: 'pointer',
                py: 2.5,
                display: 'flex',
                justifyContent: 'space-between',
                gap: 2,
                typography: 'h6',
                '&::-webkit-details-marker': { display: 'none' },
                '&::after': { content: '"+"', fontWeight: 400, fontSize: 24, lineHeight: 1 },
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2, borderRadius: 1 },
              },
              '&[open] > summary::after': { content: '"−"' },
            }}
          >
            <summary>{t(`faqs.items.${key}.question`)}</summary>
            <Typography sx={{ pb: 3, color: 'text.secondary' }}>{t(`faqs.items.${key}.answer`)}</Typography>
          </Box>
        ))}
        <Box sx={{ mt: 8, textAlign: 'center' }}>
          <Typography variant="h5" component="h2">
            {t('faqs.more')}
          </Typography>
          <Button component={RouterLink} to="/say-hello" variant="contained" size="large" sx={{ mt: 3 }}>
            {t('faqs.contact')}
          </Button>
        </Box>
      </Container>
    </>
  );
}
