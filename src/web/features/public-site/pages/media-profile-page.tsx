import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AnimateInView } from '@/web/components/animate/animate-in-view';
import { PageHead } from '@/web/components/page-head';
import english from '@/web/locales/en/content/career.json';
import { CloseIcon } from '@/web/components/icons';
import { accentText } from '@/web/features/public-site/components/accent';


const years = Object.keys(english.items);

/** `/media-profile`: the career timeline, year by year; no footer, a close button back home. */
export default function MediaProfilePage() {
  const { t, i18n } = useTranslation();
  return (
    <>
      <PageHead
        title={t('career.meta.title')}
        description={t('career.meta.description')}
        path="/media-profile"
        language={i18n.resolvedLanguage}
      />
      <Container maxWidth="md" sx={{ position: 'relative', py: { xs: 6, md: 10 } }}>
        <IconButton
          component={RouterLink}
          to="/"
          aria-label={t('career.close')}
          size="large"
          sx={{ position: 'absolute', top: { xs: 16, md: 32 }, insetInlineEnd: { xs: 8, md: 0 }, border: 1, borderColor: 'divider' }}
        >
          <CloseIcon />
        </IconButton>
        <Typography variant="h2" component="h1" sx={{ textAlign: 'center', px: 6 }}>
          {t('career.heading')}
        </Typography>
        <Typography sx={{ mt: 2, textAlign: 'center', color: 'text.secondary', maxWidth: 560, mx: 'auto' }}>
          {t('career.lead')}
        </Typography>
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            m: 0,
            mt: { xs: 6, md: 8 },
            p: 0,
            position: 'relative',
            // The entries slide in from the side: before they do, they must not widen the page.
            overflowX: 'clip',
            '&::before': {
              content: '""',
              position: 'absolute',
              top: 8,
              bottom: 8,
              insetInlineStart: { xs: 11, md: '50%' },
              width: 2,
              bgcolor: 'divider',
            },
          }}
        >
          {years.map((year, index) => (
            <Box
              component="li"
              key={year}
              sx={{
                position: 'relative',
                display: { xs: 'block', md: 'flex' },
                flexDirection: index % 2 ? 'row-reverse' : 'row',
                pb: 5,
              }}
            >
              <Box
                aria-hidden="true"
                sx={{
                  position: 'absolute',
                  top: 6,
                  insetInlineStart: { xs: 4, md: 'calc(50% - 7px)' },
                  width: 16,
                  height: 16,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  boxShadow: (theme) => `0 0 0 4px ${theme.palette.background.default}`,
                }}
              />
              <AnimateInView
                variant={index % 2 ? 'fadeEnd' : 'fadeStart'}
                sx={{
                  boxSizing: 'border-box',
                  width: { md: '50%' },
                  paddingInlineStart: { xs: '40px', md: index % 2 ? '40px' : 0 },
                  paddingInlineEnd: { md: index % 2 ? 0 : '40px' },
                  textAlign: { md: index % 2 ? 'left' : 'right' },
                }}
              >
                <Typography variant="h4" component="p" sx={(theme) => ({ color: accentText(theme) })}>
                  {year}
                </Typography>
                <Typography variant="h6" component="h2" sx={{ mt: 0.5 }}>
                  {t(`career.items.${year}.title`)}
                </Typography>
                <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t(`career.items.${year}.text`)}</Typography>
              </AnimateInView>
            </Box>
          ))}
        </Box>
      </Container>
    </>
  );
}
