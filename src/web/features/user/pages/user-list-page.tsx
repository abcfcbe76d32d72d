import Card from '@mui/material/Card';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '@/web/components/load-failed-alert';
import { NewItemButton } from '@/web/components/new-item-button';
import { Page } from '@/web/components/page';
import { PageNotice } from '@/web/components/page-notice';
import { useManagedUserList } from '@/web/features/user/api/list-managed-users';
import { UserScreenHeading } from '@/web/features/user/components/user-screen-heading';
import { UserListGrid } from '@/web/features/user/components/user-list/user-list-grid';
import { readUserListQuery, writeUserListQuery } from '@/web/features/user/components/user-list/user-list-query';
import { useMayManageUsers } from '@/web/features/user/components/use-may-manage-users';
import { UserListToolbar } from '@/web/features/user/components/user-list/user-list-toolbar';
import { paths } from '@/web/lib/paths';
import { useAuth } from '@/web/lib/session/auth-store';
import { useAddressState } from '@/web/lib/use-address-change';

/**
 * /dashboard/user/list: the workspace's accounts as a grid, searched, filtered by status and role, sorted and paged
 * by the server, its state in the address; admins ban, unban and delete them. Anyone else sees that it is not for
 * them, and nothing is asked of the server.
 */
export default function UserListPage() {
  const { t } = useTranslation();
  const ownId = useAuth((state) => state.user?.id);
  const isAdmin = useMayManageUsers();
  const [query, change] = useAddressState(readUserListQuery, writeUserListQuery);
  const { data, isFetching, error } = useManagedUserList(query, isAdmin);

  return (
    <Page title={t('user-list.title')}>
      <UserScreenHeading
        heading={t('user-list.heading')}
        current={t('user-list.crumb')}
        action={isAdmin && <NewItemButton to={paths.dashboard.user.newUser} label={t('user-list.newUser')} />}
      />
      {isAdmin ? (
        <Card sx={{ minWidth: 0 }}>
          <UserListToolbar query={query} counts={data?.counts} roles={data?.roles ?? []} onChange={change} />
          <LoadFailedAlert title={t('user-list.loadFailed')} error={error} />
          <UserListGrid query={query} data={data} loading={isFetching} ownId={ownId} onChange={change} />
        </Card>
      ) : (
        <PageNotice
          titleComponent="h2"
          title={t('user-list.denied.title')}
          hint={t('user-list.denied.hint')}
          link={{ to: paths.dashboard.user.cards, text: t('user-list.denied.back') }}
        />
      )}
    </Page>
  );
}
