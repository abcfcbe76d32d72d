import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useMatch } from 'react-router';
import { isComponentsShowcaseSlug } from '@/contract/components-showcase';
import { Breadcrumbs } from '@/web/components/breadcrumbs';
import { PageHead } from '@/web/components/page-head';
import { OpenInNewIcon } from '@/web/features/components-showcase/components/showcase-icons';
import { findShowcaseEntry } from '@/web/features/components-showcase/entries-index';
import { EntryDemos } from '@/web/features/components-showcase/entry-demos';
import { paths } from '@/web/lib/paths';

/** `/components/<slug>`: an entry's page, with its demos (entries/<slug>/demos.tsx). */
export default function ComponentEntryPage() {
  const slug = useMatch(paths.components.entry(':slug'))?.params.slug;
  const { t, i18n } = useTranslation();
  const entry = findShowcaseEntry(slug);
  if (!entry || !isComponentsShowcaseSlug(entry.slug)) return <Navigate to={paths.notFound} replace />;

  const title = t(entry.titleKey);
  const description = t(entry.descriptionKey);
  return (
    <>
      <PageHead
        // "Foundations: Colour" for the theme's own pages, "Components: Accordion" for the others.
        title={t(
          `components-showcase.meta.${entry.group === 'foundations' ? 'foundationsTitle' : 'entryTitle'}`,
          { title },
        )}
        description={description}
        path={paths.components.entry(entry.slug)}
        language={i18n.resolvedLanguage}
      />
      <Container sx={{ pt: { xs: 4, md: 6 }, pb: { xs: 8, md: 12 } }}>
        <Box component="header" sx={{ mb: { xs: 4, md: 6 } }}>
          <Breadcrumbs
            aria-label={t('components-showcase.trailLabel')}
            links={[
              { name: t('components-showcase.overview.heading'), href: paths.components.root },
              { name: title },
            ]}
          />
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={3}
            sx={{ mt: 3, alignItems: { xs: 'flex-start', md: 'flex-end' }, justifyContent: 'space-between' }}
          >
            <Box sx={{ maxWidth: 720 }}>
              <Typography variant="h3" component="h1">
                {title}
              </Typography>
              <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>{description}</Typography>
            </Box>
            <Button
              variant="outlined"
              color="inherit"
              href={entry.docsUrl}
              target="_blank"
              rel="noopener noreferrer"
              endIcon={
                <OpenInNewIcon
                  sx={(theme) => (theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : {})}
                />
              }
              sx={{ flexShrink: 0 }}
            >
              {t('components-showcase.docsLink')}
              <span style={visuallyHidden}>{` ${t('components-showcase.opensInNewTab')}`}</span>
            </Button>
          </Stack>
        </Box>
        <Stack spacing={{ xs: 3, md: 5 }}>
          <Suspense fallback={null}>
            <EntryDemos slug={entry.slug} />
          </Suspense>
        </Stack>
      </Container>
    </>
  );
}
