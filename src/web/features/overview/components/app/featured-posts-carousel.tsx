import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DashboardPost } from '@/contract/dashboard';
import { ChevronEndIcon, ChevronStartIcon } from '@/web/components/icons';
import { paths } from '@/web/lib/paths';

const flipInRtl = {
  transform: (theme: { direction: string }) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined),
} as const;
const onImage = {
  color: 'common.white',
  bgcolor: 'rgba(22, 28, 36, 0.48)',
  '&:hover': { bgcolor: 'rgba(22, 28, 36, 0.72)' },
} as const;

/**
 * The newest published posts, one at a time over its cover, stepped with the arrows (no automatic turning, so
 * nobody has to chase a slide). Undefined posts: loading.
 */
export function FeaturedPostsCarousel({ posts }: { posts: DashboardPost[] | undefined }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  if (!posts) return <Skeleton variant="rounded" sx={{ height: 1, minHeight: 280 }} aria-hidden />;
  if (posts.length === 0) {
    return (
      <Card sx={{ height: 1, minHeight: 280, display: 'grid', placeItems: 'center', p: 3 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
          {t('overview.app.featured.empty')}
        </Typography>
      </Card>
    );
  }
  const current = Math.min(index, posts.length - 1);
  const post = posts[current]!;
  const step = (by: 1 | -1) => setIndex((current + by + posts.length) % posts.length);
  return (
    <Card
      component="section"
      aria-roledescription={t('overview.app.featured.carousel')}
      aria-label={t('overview.app.featured.label')}
      sx={{ position: 'relative', height: 1, minHeight: 280, color: 'common.white', bgcolor: 'grey.900' }}
    >
      <Box
        component="img"
        src={post.cover}
        alt=""
        width={640}
        height={480}
        sx={{ position: 'absolute', inset: 0, width: 1, height: 1, objectFit: 'cover' }}
      />
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          backgroundImage: 'linear-gradient(to top, rgba(0,0,0,0.88), rgba(0,0,0,0.12) 70%)',
        }}
      />
      <Stack
        aria-roledescription={t('overview.app.featured.slide')}
        aria-label={t('overview.app.featured.position', { number: current + 1, count: posts.length })}
        role="group"
        sx={{ position: 'absolute', insetInline: 0, bottom: 0, p: 3, gap: 1 }}
      >
        <Typography variant="overline" sx={{ color: 'primary.light' }}>
          {t('overview.app.featured.overline')}
        </Typography>
        <Link
          component={RouterLink}
          to={paths.dashboard.blog.post(post.slug)}
          variant="h5"
          color="inherit"
          underline="hover"
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {post.title}
        </Link>
        <Typography variant="body2" sx={{ opacity: 0.8 }} noWrap>
          {post.description}
        </Typography>
      </Stack>
      {posts.length > 1 && (
        <Stack
          direction="row"
          sx={{ position: 'absolute', top: 16, insetInlineEnd: 16, gap: 1, alignItems: 'center' }}
        >
          <IconButton
            size="small"
            aria-label={t('overview.app.featured.previous')}
            onClick={() => step(-1)}
            sx={onImage}
          >
            <ChevronStartIcon fontSize="small" sx={flipInRtl} />
          </IconButton>
          <Typography variant="caption" aria-hidden>
            {current + 1} / {posts.length}
          </Typography>
          <IconButton
            size="small"
            aria-label={t('overview.app.featured.next')}
            onClick={() => step(1)}
            sx={onImage}
          >
            <ChevronEndIcon fontSize="small" sx={flipInRtl} />
          </IconButton>
        </Stack>
      )}
    </Card>
  );
}
