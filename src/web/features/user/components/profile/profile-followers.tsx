import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Follower } from '@/contract/user';
import { AvatarWithInitial } from '@/web/components/avatar-with-initial';
import { useFollowers } from '@/web/features/user/api/get-social-lists';
import { useToggleFollower } from '@/web/features/user/api/toggle-follower';
import { useErrorText } from '@/web/lib/error-text';
import { toast } from '@/web/lib/toast';
import { PeopleTab } from './people-tab';
import { CheckIcon, LocationIcon } from './profile-icons';

function FollowerCard({ follower }: { follower: Follower }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const toggle = useToggleFollower();
  return (
    <>
      <AvatarWithInitial name={follower.name} src={follower.avatarUrl} alt="" sx={{ width: 48, height: 48 }} />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" component="h3" noWrap title={follower.name}>
          {follower.name}
        </Typography>
        {follower.country && (
          <Typography variant="body2" noWrap sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
            <LocationIcon sx={{ fontSize: 16 }} />
            {follower.country}
          </Typography>
        )}
      </Box>
      <Button
        size="small"
        variant={follower.isFollowed ? 'text' : 'outlined'}
        color={follower.isFollowed ? 'primary' : 'inherit'}
        aria-pressed={follower.isFollowed}
        startIcon={follower.isFollowed ? <CheckIcon /> : undefined}
        loading={toggle.isPending}
        onClick={() => toggle.mutate(follower.id, { onError: (error) => toast(errorText(error), 'error') })}
        sx={{ flexShrink: 0 }}
      >
        {follower.isFollowed ? t('profile.followers.followed') : t('profile.followers.follow')}
      </Button>
    </>
  );
}

/** Who follows the user, each with a button to follow them back or stop following them. */
export function ProfileFollowers() {
  const { t } = useTranslation();
  const { data, isLoading, error } = useFollowers();
  return (
    <PeopleTab
      heading={t('profile.followers.heading')}
      searchLabel={t('profile.followers.search')}
      people={data}
      isLoading={isLoading}
      error={error}
      empty={{ title: t('profile.followers.empty'), description: t('profile.followers.emptyHint') }}
      renderPerson={(follower) => <FollowerCard follower={follower} />}
    />
  );
}
