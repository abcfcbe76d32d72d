import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { Page } from '@/web/components/page';
import { DocPager } from '@/web/features/docs/components/doc-pager';
import { DocProse } from '@/web/features/docs/components/doc-prose';
import { docContents } from '@/web/features/docs/content/doc-contents';
import { findDocPage } from '@/web/features/docs/doc-pages';
import { paths } from '@/web/lib/paths';

/** `/docs/:slug`: one page of the documentation; an unknown slug goes to /404. */
export default function DocPage() {
  const { slug } = useParams();
  const { t } = useTranslation();
  const page = findDocPage(slug);
  if (!page) return <Navigate to={paths.notFound} replace />;

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
