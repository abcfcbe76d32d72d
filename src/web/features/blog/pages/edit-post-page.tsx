import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { mayChangeBlogPost } from '@/contract/blog-rules';
import { EmptyContent } from '@/web/components/empty-content';
import { Page } from '@/web/components/page';
import { isPostNotFound, usePost } from '@/web/features/blog/api/get-post';
import { BlogPageHeader } from '@/web/features/blog/components/blog-page-header';
import { PostForm } from '@/web/features/blog/components/post-form';
import { useErrorText } from '@/web/lib/error-text';
import { paths } from '@/web/lib/paths';
import { useAuth } from '@/web/lib/session/auth-store';

/** What shows instead of the form: no such post, it could not be loaded, or it is not the reader's to edit. */
function Unavailable({ title, description, to, linkText }: { title: string; description: string; to: string; linkText: string }) {
  return (
    <EmptyContent
      titleComponent="h1"
      title={title}
      description={
        <Stack sx={{ alignItems: 'center', gap: 3 }}>
          {description}
          <Button component={RouterLink} to={to} color="inherit" variant="outlined">
            {linkText}
          </Button>
        </Stack>
      }
    />
  );
}

/** /dashboard/blog/post/{title-slug}/edit: the post in the new-post form, for its author or an admin. */
export default function EditPostPage() {
  const { t } = useTranslation();
  const message = useErrorText();
  const slug = useParams().title ?? '';
  const user = useAuth((state) => state.user);
  const { data: post, isPending, error } = usePost(slug);
  const pageTitle = t('blog.titles.editPost');

  if (error) {
    const notFound = isPostNotFound(error);
    return (
      <Page title={pageTitle}>
        <Unavailable
          title={notFound ? t('blog.post.notFound') : t('blog.post.loadFailed')}
          description={notFound ? t('blog.post.notFoundHint') : message(error)}
          to={paths.dashboard.blog.posts}
          linkText={t('blog.post.backToPosts')}
        />
      </Page>
    );
  }
  if (post && user && !mayChangeBlogPost(post, user)) {
    return (
      <Page title={pageTitle}>
        <Unavailable
          title={t('blog.editPost.denied')}
          description={t('blog.editPost.deniedHint')}
          to={paths.dashboard.blog.post(slug)}
          linkText={t('blog.editPost.backToPost')}
        />
      </Page>
    );
  }

  return (
    <Page title={pageTitle}>
      <BlogPageHeader heading={t('blog.editPost.heading')} current={post?.title ?? t('blog.crumbs.editPost')} />
      {isPending ? (
        <Card aria-busy sx={{ p: 3 }}>
          <Stack sx={{ gap: 3 }}>
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={96} />
            <Skeleton variant="rounded" height={340} />
          </Stack>
        </Card>
      ) : (
        // Keyed by the post, so the form starts again from the post it edits.
        <PostForm key={post.id} post={post} />
      )}
    </Page>
  );
}
