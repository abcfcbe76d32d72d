import Card from '@mui/material/Card';
import { useTranslation } from 'react-i18next';
import { CountList } from '@/web/features/user/components/count-list';
import { formatNumber } from '@/web/lib/format';

/** How many follow the user, and how many the user follows, side by side. */
export function ProfileFollowCounts({ follower, following }: { follower: number; following: number }) {
  const { t, i18n } = useTranslation();
  return (
    <Card sx={{ py: 3 }}>
      <CountList
        size="large"
        counts={[
          { label: t('profile.counts.follower'), value: formatNumber(follower, i18n.language) },
          { label: t('profile.counts.following'), value: formatNumber(following, i18n.language) },
        ]}
      />
    </Card>
  );
}
