import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserListItem } from '@/contract/user';
import { AvatarWithInitial } from '@/web/components/avatar-with-initial';
import { CountList } from '@/web/features/user/components/count-list';
import { socialLinksOf } from '@/web/features/user/components/social-links';
import { formatShortNumber } from '@/web/lib/format';

/** One account as a card: cover, avatar, name, position, social links, and its follower, following and post counts. */
export function UserCard({ user }: { user: UserListItem }) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const links = socialLinksOf(user);
  const counts = [
    { label: t('profile.counts.follower'), value: user.follower },
    { label: t('profile.counts.following'), value: user.following },
    { label: t('profile.counts.posts'), value: user.totalPost },
  ];
  return (
    <Card component="article" aria-labelledby={nameId} sx={{ height: 1, display: 'flex', flexDirection: 'column', textAlign: 'center' }}>
      <Box
        sx={(theme) => ({
          position: 'relative',
          height: 140,
          bgcolor: 'primary.darker',
          backgroundImage: `linear-gradient(135deg, ${theme.palette.primary.main}, ${theme.palette.primary.darker})`,
        })}
      >
        {user.cover && (
          <Box component="img" src={user.cover} alt="" loading="lazy" sx={{ position: 'absolute', inset: 0, width: 1, height: 1, objectFit: 'cover' }} />
        )}
        <Box sx={(theme) => ({ position: 'absolute', inset: 0, bgcolor: alpha(theme.palette.grey[900], 0.48) })} />
        <AvatarWithInitial
          name={user.name}
          src={user.avatarUrl}
          alt=""
          sx={{
            position: 'absolute',
            insetInline: 0,
            mx: 'auto',
            bottom: -32,
            width: 64,
            height: 64,
            border: 3,
            borderColor: 'background.paper',
          }}
        />
      </Box>
      <Box sx={{ px: 2, pt: 6, pb: 1, flexGrow: 1 }}>
        <Typography id={nameId} variant="subtitle1" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {user.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere', minHeight: '1.5em' }}>
          {user.position}
        </Typography>
        {links.length > 0 && (
          <Stack component="ul" direction="row" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, justifyContent: 'center' }}>
            {links.map(({ network, url, Icon, color }) => (
              <li key={network}>
                <IconButton
                  component="a"
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('profile.cards.onNetwork', { name: user.name, network })}
                  sx={{ color }}
                >
                  <Icon />
                </IconButton>
              </li>
            ))}
          </Stack>
        )}
      </Box>
      <CountList
        size="small"
        counts={counts.map(({ label, value }) => ({ label, value: formatShortNumber(value, i18n.language) }))}
        sx={{ py: 3, borderTop: '1px dashed', borderColor: 'divider' }}
      />
    </Card>
  );
}
