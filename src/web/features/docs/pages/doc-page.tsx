import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { Page } from '@/web/components/page';
import { DocPager } from '@/web/features/docs/components/doc-pager';
import { DocProse } from '@/web/features/docs/components/doc-prose';
import { DocNamespace } from '@/web/features/docs/components/doc-text';
import { DocToc } from '@/web/features/docs/components/doc-toc';
import { docContent } from '@/web/features/docs/content/doc-contents';
import { docNamespace, findDocPage } from '@/web/features/docs/doc-pages';
import { paths } from '@/web/lib/paths';

/** An address with a section (`/docs/routing#guards`, from the search) opens at that section. */
function useScrollToSection() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    // After the layout's scroll to the top, which runs after this page's effects.
    const frame = window.requestAnimationFrame(() =>
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' }),
    );
    return () => window.cancelAnimationFrame(frame);
  }, [pathname, hash]);
}

/** `/docs/:slug`: one page of the documentation, with its sections beside it from lg up. */
export default function DocPage() {
  const { slug } = useParams();
  const { t } = useTranslation();
  const page = findDocPage(slug);
  useScrollToSection();
  const Content = page && docContent(page.slug);
  if (!page || !Content) return <Navigate to={paths.notFound} replace />;

  const title = t(page.titleKey);
  return (
    <DocNamespace value={docNamespace(page.slug)}>
      <Page title={t('titles.docs', { title })} sx={{ display: 'flex', gap: 6, alignItems: 'flex-start' }}>
        <Box component="article" sx={{ flex: '1 1 0', minWidth: 0, maxWidth: 800 }}>
          <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
            {title}
          </Typography>
          <DocProse>
            {/* eslint-disable-next-line react-hooks/static-components -- a module's component, loaded by the route, not made here */}
            <Content />
          </DocProse>
          <DocPager slug={page.slug} />
        </Box>
        <Box
          component="aside"
          sx={{ display: { xs: 'none', lg: 'block' }, flex: '0 0 220px', position: 'sticky', top: 72 + 48 }}
        >
          <DocToc />
        </Box>
      </Page>
    </DocNamespace>
  );
}
