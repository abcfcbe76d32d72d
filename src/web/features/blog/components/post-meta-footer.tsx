import AvatarGroup from '@mui/material/AvatarGroup';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import type { BlogPost } from '@/contract/blog';
import { AvatarWithInitial } from '@/web/components/avatar-with-initial';
import { EmailIcon, FacebookIcon, LinkedInIcon, XIcon } from '@/web/components/network-icons';
import { formatShortNumber } from '@/web/lib/format';
import { HeartIcon } from './blog-icons';

/** Where a post can be shared: each network's own share page for this post's address. */
function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { name: 'Facebook', icon: FacebookIcon, color: '#1877F2', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'X', icon: XIcon, color: 'text.primary', href: `https://x.com/intent/post?url=${u}&text=${text}` },
    { name: 'LinkedIn', icon: LinkedInIcon, color: '#007EBB', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: 'Email', icon: EmailIcon, color: 'text.secondary', href: `mailto:?subject=${text}&body=${u}` },
  ];
}

/** Under a post: its tags, who liked it, and the share links. */
export function PostMetaFooter({ post }: { post: BlogPost }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack sx={{ gap: 3, py: 3 }}>
      {post.tags.length > 0 && (
        <Stack direction="row" component="ul" aria-label={t('blog.post.tags')} sx={{ flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
          {post.tags.map((tag) => (
            <li key={tag}>
              <Chip label={tag} size="small" variant="filled" />
            </li>
          ))}
        </Stack>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
          <HeartIcon sx={{ color: 'error.main' }} aria-hidden />
          <Typography variant="subtitle2">
            <span aria-hidden>{formatShortNumber(post.favorite, i18n.language)}</span>
            <span style={visuallyHidden}>{t('blog.post.favorites', { count: post.favorite })}</span>
          </Typography>
          {post.favoritePerson.length > 0 && (
            <AvatarGroup max={5} aria-label={t('blog.post.favoritePersons')} role="group" sx={{ '& .MuiAvatar-root': { width: 32, height: 32, fontSize: 14 }, '& .MuiAvatarGroup-avatar.MuiAvatar-colorDefault': { bgcolor: 'grey.300', color: 'grey.800' } }}>
              {post.favoritePerson.map((person) => (
                <AvatarWithInitial key={person.name} name={person.name} src={person.avatarUrl} alt={person.name} title={person.name} />
              ))}
            </AvatarGroup>
          )}
        </Stack>
        <Stack direction="row" component="nav" aria-label={t('blog.post.share')} sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography variant="subtitle2" component="span" sx={{ mr: 0.5 }}>
            {t('blog.post.share')}
          </Typography>
          {shareLinks(window.location.href, post.title).map(({ name, icon: Icon, color, href }) => {
            const label = name === 'Email' ? t('blog.post.shareByEmail') : t('blog.post.shareOn', { network: name });
            return (
              <Tooltip key={name} title={label}>
                <IconButton href={href} target="_blank" rel="noopener noreferrer" aria-label={label} sx={{ color }}>
                  <Icon />
                </IconButton>
              </Tooltip>
            );
          })}
        </Stack>
      </Stack>
    </Stack>
  );
}
