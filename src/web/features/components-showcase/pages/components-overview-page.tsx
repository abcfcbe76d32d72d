import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHead } from '@/web/components/page-head';
import { EntryCard } from '@/web/features/components-showcase/components/entry-card';
import { showcaseEntryGroups } from '@/web/features/components-showcase/entries-index';
import { entryIllustrations } from '@/web/features/components-showcase/entry-illustrations';
import { paths } from '@/web/lib/paths';

/** `/components`: every page of the showcase as a card, under its group's heading. */
export default function ComponentsOverviewPage() {
  const { t, i18n } = useTranslation();
  return (
    <>
      <PageHead
        title={t('components-showcase.meta.title')}
        description={t('components-showcase.meta.description')}
        path={paths.components.root}
        language={i18n.resolvedLanguage}
      />
      <Container sx={{ pt: { xs: 6, md: 10 }, pb: { xs: 8, md: 12 } }}>
        <Box component="header" sx={{ mb: { xs: 5, md: 8 }, maxWidth: 720 }}>
          <Typography variant="h2" component="h1">
            {t('components-showcase.overview.heading')}
          </Typography>
          <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: { md: '1.125rem' } }}>
            {t('components-showcase.overview.lead')}
          </Typography>
        </Box>
        {showcaseEntryGroups.map(({ group, entries }) => (
          <Box
            component="section"
            key={group}
            aria-labelledby={`group-${group}`}
            sx={{ '& + &': { mt: { xs: 6, md: 8 } } }}
          >
            <Box sx={{ mb: 3, display: 'flex', alignItems: 'baseline', gap: 1.5 }}>
              <Typography id={`group-${group}`} variant="h4" component="h2">
                {t(`components-showcase.groups.${group}`)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('components-showcase.overview.count', { count: entries.length })}
              </Typography>
            </Box>
            <Grid container spacing={3}>
              {entries.map((entry) => (
                <Grid key={entry.slug} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                  <EntryCard entry={entry} Illustration={entryIllustrations.get(entry.slug)!} />
                </Grid>
              ))}
            </Grid>
          </Box>
        ))}
      </Container>
    </>
  );
}
