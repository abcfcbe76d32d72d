import type { GridSortModel } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedUser } from '@/contract/user';
import { USER_BULK_DELETE_MAX, userListRowsPerPage, type ManagedUserListResponse } from '@/contract/user-list-query';
import { ServerDataGrid } from '@/web/components/data-grid/server-data-grid';
import { useGridDeletion } from '@/web/components/data-grid/use-grid-deletion';
import { DeleteItemsDialog } from '@/web/components/delete-items-dialog';
import { useDeleteManagedUsers } from '@/web/features/user/api/delete-managed-users';
import { useSetManagedUserStatus } from '@/web/features/user/api/save-managed-user';
import { useErrorText } from '@/web/lib/error-text';
import { toast } from '@/web/lib/toast';
import { useUserListColumns } from './user-list-columns';
import { sortModelOf, sortOf, type UserListQuery } from './user-list-query';

interface UserListGridProps {
  query: UserListQuery;
  data: ManagedUserListResponse | undefined;
  loading: boolean;
  /** The signed-in admin, whose own row can be neither selected, banned nor deleted. */
  ownId: string | undefined;
  onChange(next: (current: UserListQuery) => UserListQuery): void;
}

const nameOfUser = (user: ManagedUser) => user.name;

/**
 * The accounts as a data grid: the server pages and sorts it (the address holds the state); rows are selected
 * across pages and deleted at once, or edited, banned, unbanned or deleted one by one from their menu.
 */
export function UserListGrid({ query, data, loading, ownId, onChange }: UserListGridProps) {
  const { t } = useTranslation();
  const message = useErrorText();
  const deletion = useGridDeletion(data?.users, nameOfUser, {
    max: USER_BULK_DELETE_MAX,
    textsKey: 'user-list.selection',
  });
  const deleteUsers = useDeleteManagedUsers();
  const { mutate: setStatus } = useSetManagedUserStatus();

  const toggleBan = useCallback(
    (user: ManagedUser) => {
      const status = user.status === 'banned' ? 'active' : 'banned';
      setStatus(
        { userId: user.id, status },
        {
          onSuccess: () => toast(t(`user-list.ban.${status}`, { name: user.name }), 'success'),
          onError: (error) => toast(message(error), 'error'),
        },
      );
    },
    [setStatus, t, message],
  );
  const columns = useUserListColumns({ ownId, onToggleBan: toggleBan, onDelete: deletion.askOne });
  const sortModel = useMemo(() => sortModelOf(query), [query]);
  const changeSort = (model: GridSortModel) => {
    const { orderBy, order } = sortOf(model);
    if (orderBy !== query.orderBy || order !== query.order)
      onChange((current) => ({ ...current, orderBy, order, page: 1 }));
  };

  return (
    <>
      <ServerDataGrid
        label={t('user-list.gridLabel')}
        columns={columns}
        rowHeight={68}
        rows={data?.users ?? []}
        total={data?.total}
        loading={loading}
        sortModel={sortModel}
        onSortModelChange={changeSort}
        page={query.page}
        pageSize={query.rowsPerPage}
        pageSizeOptions={userListRowsPerPage}
        onPageChange={(page, rowsPerPage) =>
          onChange((current) => ({ ...current, page, rowsPerPage: rowsPerPage as UserListQuery['rowsPerPage'] }))
        }
        selection={{ ...deletion.selection, selectable: (user) => user.id !== ownId }}
      />
      <DeleteItemsDialog
        items={deletion.toDelete}
        mutation={deleteUsers}
        idsOf={(deleted) => deleted}
        textsKey="user-list.delete"
        onClose={deletion.cancel}
        onDeleted={deletion.deleted}
      />
    </>
  );
}
