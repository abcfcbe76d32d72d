import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlogPost } from '@/contract/blog';
import { EyeIcon } from '@/web/components/icons';
import { formatShortNumber } from '@/web/lib/format';
import { CommentIcon, ShareIcon } from './blog-icons';

function Stat({ icon, value, label }: { icon: ReactNode; value: string; label: string }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }} title={label}>
      {icon}
      <Typography variant="caption">
        <span aria-hidden>{value}</span>
        <span style={visuallyHidden}>{label}</span>
      </Typography>
    </Stack>
  );
}

/** Comments, views and shares of a post, in short numbers ("1.2k"). */
export function PostStats({ post, color = 'text.secondary' }: { post: BlogPost; color?: string }) {
  const { t, i18n } = useTranslation();
  const short = (value: number) => formatShortNumber(value, i18n.language);
  const iconSx = { fontSize: 16 };
  return (
    <Stack direction="row" sx={{ gap: 1.5, color, justifyContent: 'flex-end' }}>
      <Stat icon={<CommentIcon sx={iconSx} />} value={short(post.comment)} label={t('blog.stats.comments', { count: post.comment })} />
      <Stat icon={<EyeIcon sx={iconSx} />} value={short(post.view)} label={t('blog.stats.views', { count: post.view })} />
      <Stat icon={<ShareIcon sx={iconSx} />} value={short(post.share)} label={t('blog.stats.shares', { count: post.share })} />
    </Stack>
  );
}
