import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@/contract/user';
import { EmptyContent } from '@/web/components/empty-content';
import { useTimelinePosts } from '@/web/features/user/api/timeline-posts';
import { useErrorText } from '@/web/lib/error-text';
import { ProfileAbout } from './profile-about';
import { ProfileFollowCounts } from './profile-follow-counts';
import { ProfileSocialCard } from './profile-social-card';
import { TimelinePostBox } from './timeline-post-box';
import { TimelinePostCard } from './timeline-post-card';

interface ProfileHomeProps {
  profile: Profile | undefined;
  /** The signed-in account. */
  user: { id: string; about: string };
}

/** The Profile tab: counts, about and social links beside the post box and the user's timeline. */
export function ProfileHome({ profile, user }: ProfileHomeProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const posts = useTimelinePosts();

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Stack sx={{ gap: 3 }}>
          {profile ? (
            <>
              <ProfileFollowCounts follower={profile.follower} following={profile.following} />
              <ProfileAbout profile={profile} about={user.about} />
              <ProfileSocialCard profile={profile} />
            </>
          ) : (
            <>
              <Skeleton variant="rounded" height={104} />
              <Skeleton variant="rounded" height={240} />
            </>
          )}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack component="section" aria-label={t('profile.feed.label')} sx={{ gap: 3 }}>
          <TimelinePostBox />
          {posts.isLoading ? (
            <Skeleton variant="rounded" height={320} />
          ) : posts.error && !posts.data ? (
            <EmptyContent title={t('profile.loadFailed')} description={errorText(posts.error)} titleComponent="h3" />
          ) : posts.data?.length === 0 ? (
            <EmptyContent title={t('profile.feed.empty')} description={t('profile.feed.emptyHint')} titleComponent="h3" />
          ) : (
            posts.data?.map((post) => <TimelinePostCard key={post.id} post={post} viewerId={user.id} />)
          )}
        </Stack>
      </Grid>
    </Grid>
  );
}
