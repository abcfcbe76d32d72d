import Typography from '@mui/material/Typography';
import { Navigate, useParams } from 'react-router';
import { Page } from '@/web/components/page';
import { DocPager } from '@/web/features/docs/components/doc-pager';
import { DocProse } from '@/web/features/docs/components/doc-prose';
import { docContents } from '@/web/features/docs/content/doc-contents';
import { findDocPage } from '@/web/features/docs/doc-pages';
import { useDocsContent } from '@/web/features/docs/docs-content';

/** `/docs/:slug`: one page of the documentation; an unknown slug goes to /404. */
export default function DocPage() {
  const { slug } = useParams();
  // Loads the prose in the reader's language and re-renders the page once it is there.
  const { t } = useDocsContent();
  const page = findDocPage(slug);
  if (!page) return <Navigate to="/404" replace />;

  const Content = docContents[page.slug];
  const title = t(page.titleKey);
  return (
    <Page title={t('titles.docs', { title })} component="article">
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <DocProse>
        <Content />
      </DocProse>
      <DocPager slug={page.slug} />
    </Page>
  );
}
