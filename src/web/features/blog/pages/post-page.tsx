import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { BLOG_RECENT_POSTS } from '@/contract/blog-rules';
import { EmptyContent } from '@/web/components/empty-content';
import { Label } from '@/web/components/label';
import { Page } from '@/web/components/page';
import { isPostNotFound, usePost, useRecentPosts } from '@/web/features/blog/api/get-post';
import { ArrowBackIcon } from '@/web/features/blog/components/blog-icons';
import { BlogPageHeader } from '@/web/features/blog/components/blog-page-header';
import { PostBody } from '@/web/features/blog/components/post-body';
import { PostGridItems, recentLayout } from '@/web/features/blog/components/post-grid';
import { PostCommentForm } from '@/web/features/blog/components/post-comment-form';
import { PostCommentList } from '@/web/features/blog/components/post-comment-list';
import { PostHero } from '@/web/features/blog/components/post-hero';
import { PostActions } from '@/web/features/blog/components/post-actions';
import { PostMetaFooter } from '@/web/features/blog/components/post-meta-footer';
import { useErrorText } from '@/web/lib/error-text';
import { paths } from '@/web/lib/paths';

function BackToPosts() {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to={paths.dashboard.blog.posts} color="inherit" sx={{ flexShrink: 0, whiteSpace: 'nowrap' }} startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />}>
      {t('blog.post.backToPosts')}
    </Button>
  );
}

function RecentPosts({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { data: posts, isPending } = useRecentPosts(slug, true);
  return (
    <Box component="section" aria-labelledby="recent-posts-heading" sx={{ mt: 8 }}>
      <Typography id="recent-posts-heading" variant="h4" component="h2" sx={{ mb: 5 }}>
        {t('blog.post.recentPosts')}
      </Typography>
      <Grid container spacing={3}>
        <PostGridItems posts={isPending ? Array.from({ length: BLOG_RECENT_POSTS }, () => undefined) : posts ?? []} layout={recentLayout} />
      </Grid>
    </Box>
  );
}

/** /dashboard/blog/post/{title-slug}: the post, its comments and the recent posts. */
export default function PostPage() {
  const { t } = useTranslation();
  const message = useErrorText();
  const slug = useParams().title ?? '';
  const { data: post, isPending, error } = usePost(slug);

  if (error) {
    const notFound = isPostNotFound(error);
    return (
      <Page title={t('blog.titles.post')}>
        <EmptyContent
          titleComponent="h1"
          title={notFound ? t('blog.post.notFound') : t('blog.post.loadFailed')}
          description={
            <Stack sx={{ alignItems: 'center', gap: 3 }}>
              {notFound ? t('blog.post.notFoundHint') : message(error)}
              <BackToPosts />
            </Stack>
          }
        />
      </Page>
    );
  }

  return (
    <Page title={t('blog.titles.post')}>
      <BlogPageHeader
        heading={t('blog.post.heading')}
        current={post?.title ?? t('blog.crumbs.post')}
        action={
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <BackToPosts />
            {post && <PostActions post={post} />}
          </Stack>
        }
      />
      {isPending ? (
        <Card aria-busy>
          <Skeleton variant="rectangular" sx={{ height: { xs: 320, md: 480 } }} />
          <Stack sx={{ p: 5, gap: 2 }}>
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" />
            <Skeleton variant="text" />
          </Stack>
        </Card>
      ) : (
        <Card component="article">
          <PostHero title={post.title} cover={post.cover} author={post.author} createdAt={post.createdAt} />
          <Box sx={{ p: { xs: 3, md: 5 }, maxWidth: 880, mx: 'auto' }}>
            {!post.publish && (
              <Label color="warning" sx={{ mb: 2 }}>
                {t('blog.draft')}
              </Label>
            )}
            <Typography variant="h6" component="p">
              {post.description}
            </Typography>
            <PostBody html={post.body} />
            <Divider sx={{ mt: 5 }} />
            <PostMetaFooter post={post} />
            <Divider />
            <Box component="section" aria-labelledby="comments-heading" sx={{ mt: 5 }}>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 3 }}>
                <Typography id="comments-heading" variant="h4" component="h2">
                  {t('blog.comments.heading')}
                </Typography>
                <Typography variant="subtitle2" component="span" sx={{ color: 'text.secondary' }}>
                  ({post.comment})
                </Typography>
              </Stack>
              {post.allowComments ? (
                <PostCommentForm postId={post.id} label={t('blog.comments.add')} />
              ) : (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('blog.comments.closed')}
                </Typography>
              )}
              <Divider sx={{ my: 3 }} />
              <PostCommentList comments={post.comments} postId={post.id} canReply={post.allowComments} />
            </Box>
          </Box>
        </Card>
      )}
      <RecentPosts slug={slug} />
    </Page>
  );
}
