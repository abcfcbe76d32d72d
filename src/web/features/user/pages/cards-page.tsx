import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { EmptyContent } from '@/web/components/empty-content';
import { Page } from '@/web/components/page';
import { useWorkspaceUsers } from '@/web/features/user/api/get-social-lists';
import { cardGridSx } from '@/web/features/user/components/card-grid';
import { UserCard } from '@/web/features/user/components/cards/user-card';
import { UserScreenHeading } from '@/web/features/user/components/user-screen-heading';
import { useErrorText } from '@/web/lib/error-text';


/** /dashboard/user/cards: every account of the workspace as a card, by name. */
export default function CardsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { data: users, isLoading, error } = useWorkspaceUsers();

  return (
    <Page title={t('profile.titles.cards')}>
      <UserScreenHeading heading={t('profile.cards.heading')} current={t('profile.cards.crumb')} />
      {isLoading ? (
        <Box sx={cardGridSx} aria-busy>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={340} />
          ))}
        </Box>
      ) : error && !users ? (
        <EmptyContent title={t('profile.loadFailed')} description={errorText(error)} />
      ) : !users || users.length === 0 ? (
        <EmptyContent title={t('profile.cards.empty')} />
      ) : (
        <Box component="ul" aria-label={t('profile.cards.listLabel')} sx={cardGridSx}>
          {users.map((user) => (
            <li key={user.id}>
              <UserCard user={user} />
            </li>
          ))}
        </Box>
      )}
    </Page>
  );
}
