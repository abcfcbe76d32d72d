import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DashboardPost } from '@/contract/dashboard';
import { formatTimeAgo } from '@/web/lib/format';
import { paths } from '@/web/lib/paths';
import { WidgetCard } from '@/web/features/overview/components/widget-card';
import { WidgetEmpty } from '@/web/features/overview/components/figure-list';
import { SkeletonRows } from './widget-states';

/** The newest published blog posts: cover, title (to the post), description and how long ago. */
export function LatestPostsCard({ posts }: { posts: DashboardPost[] | undefined }) {
  const { t, i18n } = useTranslation('analytics-dashboard');
  return (
    <WidgetCard
      title={t('news.title')}
      subheader={t('news.subheader')}
      action={
        <Button component={RouterLink} to={paths.dashboard.blog.posts} size="small" color="inherit">
          {t('news.viewAll')}
        </Button>
      }
      sx={{ height: '100%' }}
    >
      <Box sx={{ p: 3, pt: 2 }}>
        {!posts ? (
          <SkeletonRows rows={5} height={56} />
        ) : posts.length === 0 ? (
          <WidgetEmpty text={t('news.empty')} />
        ) : (
          <Stack component="ul" sx={{ m: 0, p: 0, listStyle: 'none', gap: 2.5 }}>
            {posts.map((post) => (
              <Stack
                component="li"
                key={post.id}
                direction="row"
                sx={{ alignItems: 'center', gap: 2, minWidth: 0 }}
              >
                <Box
                  component="img"
                  src={post.cover}
                  alt=""
                  loading="lazy"
                  sx={{
                    width: 48,
                    height: 48,
                    borderRadius: 1.5,
                    objectFit: 'cover',
                    flexShrink: 0,
                    bgcolor: 'action.hover',
                  }}
                />
                <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                  <Link
                    component={RouterLink}
                    to={paths.dashboard.blog.post(post.slug)}
                    variant="subtitle2"
                    color="inherit"
                    noWrap
                    sx={{ display: 'block' }}
                  >
                    {post.title}
                  </Link>
                  <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
                    {post.description}
                  </Typography>
                </Box>
                <Typography
                  variant="caption"
                  sx={{ color: 'text.secondary', flexShrink: 0, display: { xs: 'none', sm: 'block' } }}
                >
                  {formatTimeAgo(post.createdAt, i18n.language)}
                </Typography>
              </Stack>
            ))}
          </Stack>
        )}
      </Box>
    </WidgetCard>
  );
}
