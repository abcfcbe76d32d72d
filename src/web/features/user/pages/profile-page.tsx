import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '@/web/components/page';
import { useProfile } from '@/web/features/user/api/get-profile';
import { ProfileCover } from '@/web/features/user/components/profile/profile-cover';
import { ProfileFollowers } from '@/web/features/user/components/profile/profile-followers';
import { ProfileFriends } from '@/web/features/user/components/profile/profile-friends';
import { ProfileGallery } from '@/web/features/user/components/profile/profile-gallery';
import { ProfileHome } from '@/web/features/user/components/profile/profile-home';
import { UserScreenHeading } from '@/web/features/user/components/user-screen-heading';
import { useAuth } from '@/web/lib/session/auth-store';

const tabs = ['profile', 'followers', 'friends', 'gallery'] as const;
type ProfileTab = (typeof tabs)[number];

const tabOf = (value: string | null): ProfileTab => tabs.find((tab) => tab === value) ?? 'profile';
const tabId = (tab: ProfileTab) => `profile-tab-${tab}`;
const panelId = (tab: ProfileTab) => `profile-panel-${tab}`;

/** /dashboard/user/profile[?tab=]: the signed-in user's cover, and tabs for the profile, followers, friends, gallery. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const user = useAuth((state) => state.user);
  const { data: profile } = useProfile();
  const [params, setParams] = useSearchParams();
  const current = tabOf(params.get('tab'));
  const name = user?.displayName ?? '';

  const select = (tab: ProfileTab) =>
    setParams(
      (before) => {
        const next = new URLSearchParams(before);
        if (tab === 'profile') next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { preventScrollReset: true },
    );

  const panels: Record<ProfileTab, () => ReactNode> = {
    profile: () => <ProfileHome profile={profile} user={{ id: user?.id ?? '', about: user?.about ?? '' }} />,
    followers: () => <ProfileFollowers />,
    friends: () => <ProfileFriends />,
    gallery: () => <ProfileGallery />,
  };

  return (
    <Page title={t('profile.titles.profile')}>
      <UserScreenHeading heading={t('profile.heading')} current={name || t('profile.heading')} />
      <ProfileCover
        name={name}
        avatarUrl={user?.photoURL ?? ''}
        position={profile?.position ?? ''}
        cover={profile?.cover ?? ''}
        tabs={
          <Tabs
            value={current}
            onChange={(_event, tab: ProfileTab) => select(tab)}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label={t('profile.tabs.label')}
          >
            {tabs.map((tab) => (
              <Tab key={tab} value={tab} label={t(`profile.tabs.${tab}`)} id={tabId(tab)} aria-controls={tab === current ? panelId(tab) : undefined} />
            ))}
          </Tabs>
        }
      />
      <Box role="tabpanel" id={panelId(current)} aria-labelledby={tabId(current)}>
        {panels[current]()}
      </Box>
    </Page>
  );
}
