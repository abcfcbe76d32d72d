import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AvatarWithInitial } from '@/web/components/avatar-with-initial';
import { useFriends } from '@/web/features/user/api/get-social-lists';
import { PeopleTab } from './people-tab';

/** The accounts the user follows. */
export function ProfileFriends() {
  const { t } = useTranslation();
  const { data, isLoading, error } = useFriends();
  return (
    <PeopleTab
      heading={t('profile.friends.heading')}
      searchLabel={t('profile.friends.search')}
      people={data}
      isLoading={isLoading}
      error={error}
      empty={{ title: t('profile.friends.empty'), description: t('profile.friends.emptyHint') }}
      renderPerson={(friend) => (
        <>
          <AvatarWithInitial name={friend.name} src={friend.avatarUrl} alt="" sx={{ width: 48, height: 48 }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" component="h3" noWrap title={friend.name}>
              {friend.name}
            </Typography>
            {friend.role && (
              <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
                {friend.role}
              </Typography>
            )}
          </Box>
        </>
      )}
    />
  );
}
