import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedUser } from '@/contract/user';
import {
  actionsColumn,
  buttonRowAction,
  deleteRowAction,
  linkRowAction,
  rowActionIconSx,
} from '@/web/components/data-grid/row-actions';
import { paths } from '@/web/lib/paths';
import { LabelCell, NameCell, TextCell } from './user-list-cells';
import { BanIcon, UnbanIcon } from './user-list-icons';
import type { UserListSortableColumn } from './user-list-query';

type Column = GridColDef<ManagedUser> & {
  field: UserListSortableColumn | 'phoneNumber' | 'accessRole' | 'actions';
};

interface UserRowActions {
  /** The signed-in admin's own account: neither banned nor deleted from the list. */
  ownId: string | undefined;
  onToggleBan(user: ManagedUser): void;
  onDelete(user: ManagedUser): void;
}

/** A column of one line of text, sorted by the server unless `sortable` is false. */
const textColumn = (field: 'phoneNumber' | 'company' | 'role', headerName: string, width: number): Column => ({
  field,
  headerName,
  width,
  sortable: field !== 'phoneNumber',
  renderCell: ({ row }) => <TextCell>{row[field]}</TextCell>,
});

/**
 * The grid's columns: the person (avatar, name, email), phone, company, job title, access role and status, the
 * sortable ones sorted by the server; and a menu of actions per row (edit, ban or unban, delete).
 */
export function useUserListColumns({ ownId, onToggleBan, onDelete }: UserRowActions): Column[] {
  const { t } = useTranslation();
  return useMemo(
    (): Column[] => [
      {
        field: 'name',
        headerName: t('user-list.columns.name'),
        flex: 1,
        minWidth: 240,
        renderCell: ({ row, tabIndex }) => <NameCell user={row} tabIndex={tabIndex} />,
      },
      textColumn('phoneNumber', t('user-list.columns.phoneNumber'), 150),
      textColumn('company', t('user-list.columns.company'), 170),
      textColumn('role', t('user-list.columns.role'), 160),
      {
        field: 'accessRole',
        headerName: t('user-list.columns.accessRole'),
        width: 100,
        sortable: false,
        renderCell: ({ row }) => (
          <LabelCell color={row.accessRole === 'admin' ? 'info' : 'default'} variant="outlined">
            {t(`user-list.accessRoles.${row.accessRole}`)}
          </LabelCell>
        ),
      },
      {
        field: 'status',
        headerName: t('user-list.columns.status'),
        width: 100,
        renderCell: ({ row }) => (
          <LabelCell color={row.status === 'active' ? 'success' : 'error'}>
            {t(`user-list.statuses.${row.status}`)}
          </LabelCell>
        ),
      },
      actionsColumn<ManagedUser>(t('user-list.columns.actions'), ({ row }) => {
        const own = row.id === ownId;
        const banned = row.status === 'banned';
        return [
          linkRowAction('edit', t('user-list.actions.edit'), paths.dashboard.user.editUser(row.username)),
          buttonRowAction(
            'ban',
            banned ? t('user-list.actions.unban') : t('user-list.actions.ban'),
            banned ? <UnbanIcon sx={rowActionIconSx} /> : <BanIcon sx={rowActionIconSx} />,
            () => onToggleBan(row),
            own,
          ),
          deleteRowAction(t('user-list.actions.delete'), () => onDelete(row), own),
        ];
      }),
    ],
    [t, ownId, onToggleBan, onDelete],
  );
}
