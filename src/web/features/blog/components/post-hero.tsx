import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { BlogPerson } from '@/contract/blog';
import { AvatarWithInitial } from '@/web/components/avatar-with-initial';
import { formatDate } from '@/web/lib/format';

interface PostHeroProps {
  title: string;
  cover: string;
  author: BlogPerson;
  createdAt: string;
}

/** The top of a post: its cover with the title and who wrote it when over it. */
export function PostHero({ title, cover, author, createdAt }: PostHeroProps) {
  const { i18n } = useTranslation();
  return (
    <Box sx={{ position: 'relative', height: { xs: 320, md: 480 }, color: 'common.white', overflow: 'hidden' }}>
      {cover && <Box component="img" src={cover} alt="" sx={{ position: 'absolute', inset: 0, width: 1, height: 1, objectFit: 'cover' }} />}
      <Box
        sx={(theme) => ({
          position: 'absolute',
          inset: 0,
          background: `linear-gradient(to bottom, ${alpha(theme.palette.grey[900], 0.35)}, ${alpha(theme.palette.grey[900], 0.9)})`,
        })}
      />
      <Typography
        variant="h2"
        component="h1"
        sx={{ position: 'absolute', top: { xs: 24, md: 64 }, insetInline: { xs: 24, md: 64 }, maxWidth: 720, typography: { xs: 'h4', md: 'h2' } }}
      >
        {title}
      </Typography>
      <Stack direction="row" sx={{ position: 'absolute', bottom: { xs: 24, md: 48 }, insetInlineStart: { xs: 24, md: 64 }, alignItems: 'center', gap: 2 }}>
        <AvatarWithInitial name={author.name} src={author.avatarUrl} alt="" sx={{ width: 48, height: 48 }} />
        <div>
          <Typography variant="subtitle1" component="p">
            {author.name}
          </Typography>
          <Typography component="time" dateTime={createdAt} variant="body2" sx={{ color: 'grey.300' }}>
            {formatDate(createdAt, i18n.language)}
          </Typography>
        </div>
      </Stack>
    </Box>
  );
}
