import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { BlogPageHeader } from '../components/blog-page-header';
import { NewPostForm } from '../components/new-post-form';

/** /dashboard/blog/new-post: write and publish a post. */
export default function NewPostPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('blog.titles.newPost')}>
      <BlogPageHeader heading={t('blog.newPost.heading')} current={t('blog.crumbs.newPost')} />
      <NewPostForm />
    </Page>
  );
}
