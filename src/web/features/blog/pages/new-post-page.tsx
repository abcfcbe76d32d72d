import { useTranslation } from 'react-i18next';
import { Page } from '@/web/components/page';
import { BlogPageHeader } from '@/web/features/blog/components/blog-page-header';
import { PostForm } from '@/web/features/blog/components/post-form';

/** /dashboard/blog/new-post: write and publish a post. */
export default function NewPostPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('blog.titles.newPost')}>
      <BlogPageHeader heading={t('blog.newPost.heading')} current={t('blog.crumbs.newPost')} />
      <PostForm />
    </Page>
  );
}
