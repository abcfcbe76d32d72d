import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { BlogPost } from '@/contract/blog';
import { toSlug } from '@/contract/slug';
import { AvatarWithInitial } from '@/web/components/avatar-with-initial';
import { Label } from '@/web/components/label';
import { formatDate } from '@/web/lib/format';
import { PostStats } from './post-stats';
import { paths } from '@/web/lib/paths';

export const postPath = (post: Pick<BlogPost, 'title'>) => paths.dashboard.blog.post(toSlug(post.title));

interface PostCardProps {
  post: BlogPost;
  /** The first card of the list: bigger, the title over the cover. */
  featured?: boolean;
}

/** A post in a list: cover, author, date, title (the link), comments, views and shares. */
export function PostCard({ post, featured = false }: PostCardProps) {
  const { t, i18n } = useTranslation();
  const date = (
    <Typography component="time" dateTime={post.createdAt} variant="caption" sx={{ display: 'block', mb: 1, color: featured ? 'grey.300' : 'text.secondary' }}>
      {formatDate(post.createdAt, i18n.language)}
    </Typography>
  );
  const title = (
    <Link
      component={RouterLink}
      to={postPath(post)}
      color="inherit"
      underline="hover"
      variant={featured ? 'h5' : 'subtitle2'}
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        minHeight: featured ? undefined : 44,
        // The whole card is the link's target area.
        '&::after': { content: '""', position: 'absolute', inset: 0 },
        '&:focus-visible': { outline: 'none' },
        '&:focus-visible::after': { outline: '2px solid', outlineColor: 'primary.main', borderRadius: 2 },
      }}
    >
      {post.title}
    </Link>
  );
  const draft = !post.publish && (
    <Label color="warning" variant="filled" sx={{ position: 'absolute', top: 16, insetInlineEnd: 16, zIndex: 1 }}>
      {t('blog.draft')}
    </Label>
  );
  const avatar = (
    <AvatarWithInitial
      name={post.author.name}
      src={post.author.avatarUrl}
      alt=""
      sx={{ width: 36, height: 36, position: 'absolute', zIndex: 1, insetInlineStart: 24, ...(featured ? { top: 24 } : { bottom: -18 }) }}
    />
  );

  if (featured) {
    return (
      <Card component="article" sx={{ position: 'relative', height: { xs: 360, md: 460 }, color: 'common.white' }}>
        {avatar}
        {draft}
        <Box component="img" src={post.cover} alt="" sx={{ position: 'absolute', inset: 0, width: 1, height: 1, objectFit: 'cover' }} />
        <Box
          sx={(theme) => ({
            position: 'absolute',
            inset: 0,
            background: `linear-gradient(to bottom, ${alpha(theme.palette.grey[900], 0.2)}, ${alpha(theme.palette.grey[900], 0.92)})`,
          })}
        />
        <Stack sx={{ position: 'absolute', insetInline: 0, bottom: 0, p: 3, gap: 1 }}>
          {date}
          {title}
          <Typography variant="body2" sx={{ color: 'grey.300', display: { xs: 'none', sm: '-webkit-box' }, WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {post.description}
          </Typography>
          <PostStats post={post} color="grey.300" />
        </Stack>
      </Card>
    );
  }

  return (
    <Card component="article" sx={{ position: 'relative', height: 1, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ position: 'relative' }}>
        {draft}
        <Box component="img" src={post.cover} alt="" loading="lazy" width={400} height={300} sx={{ display: 'block', width: 1, height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover' }} />
        {avatar}
      </Box>
      <Stack sx={{ p: 3, pt: 4, flexGrow: 1, justifyContent: 'space-between', gap: 2 }}>
        <div>
          {date}
          {title}
        </div>
        <PostStats post={post} />
      </Stack>
    </Card>
  );
}
