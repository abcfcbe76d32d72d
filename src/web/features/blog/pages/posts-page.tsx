import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { BlogSort } from '@/contract/blog-rules';
import { EmptyContent } from '@/web/components/empty-content';
import { Page } from '@/web/components/page';
import { usePostsPage } from '@/web/features/blog/api/get-posts-page';
import { PlusIcon } from '@/web/features/blog/components/blog-icons';
import { BlogPageHeader } from '@/web/features/blog/components/blog-page-header';
import { LoadMoreTrigger } from '@/web/features/blog/components/load-more-trigger';
import { listLayout, PostGridItems } from '@/web/features/blog/components/post-grid';
import { PostsSearch } from '@/web/features/blog/components/posts-search';
import { PostsSort } from '@/web/features/blog/components/posts-sort';
import { useErrorText } from '@/web/lib/error-text';
import { paths } from '@/web/lib/paths';

const loading = (count: number) => Array.from({ length: count }, () => undefined);

/** /dashboard/blog/posts: the posts, the newest featured, more loading as the reader scrolls. */
export default function PostsPage() {
  const { t } = useTranslation();
  const message = useErrorText();
  const [sortBy, setSortBy] = useState<BlogSort>('latest');
  const { posts, hasMore, loadMore, isLoading, isLoadingMore, error } = usePostsPage(sortBy);

  return (
    <Page title={t('blog.titles.posts')}>
      <BlogPageHeader
        heading={t('blog.posts.heading')}
        current={t('blog.crumbs.posts')}
        action={
          <Button component={RouterLink} to={paths.dashboard.blog.newPost} variant="contained" startIcon={<PlusIcon />}>
            {t('blog.posts.newPost')}
          </Button>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ mb: 5, gap: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <PostsSearch />
        <PostsSort value={sortBy} onChange={setSortBy} />
      </Stack>

      {error && !isLoading && posts.length === 0 ? (
        <EmptyContent title={t('blog.posts.loadFailed')} description={message(error)} />
      ) : !isLoading && posts.length === 0 ? (
        <EmptyContent title={t('blog.posts.empty')} description={t('blog.posts.emptyHint')} />
      ) : (
        <Grid container spacing={3} component="section" aria-label={t('blog.posts.listLabel')} aria-busy={isLoading || isLoadingMore}>
          <PostGridItems posts={isLoading ? loading(7) : posts} layout={listLayout} />
          {isLoadingMore && <PostGridItems posts={loading(4)} layout={{ ...listLayout, featured: 0 }} />}
        </Grid>
      )}
      {hasMore && <LoadMoreTrigger onVisible={loadMore} itemCount={posts.length} />}
    </Page>
  );
}
