import { GridActionsCellItem, type GridActionsColDef, type GridValidRowModel } from '@mui/x-data-grid';
import type { ReactElement, ReactNode } from 'react';
import { DeleteIcon, EditIcon } from '@/web/components/action-icons';
import { GridMenuLink } from './grid-menu-link';

/** The size of the icons in a row's menu. */
export const rowActionIconSx = { fontSize: 20 };

/** A row's menu item that opens a page (say, the row's edit form). */
export function linkRowAction(key: string, label: string, href: string, icon: ReactNode = <EditIcon sx={rowActionIconSx} />) {
  return <GridActionsCellItem key={key} showInMenu component={GridMenuLink} href={href} icon={icon} label={label} />;
}

/** A row's menu item that does something (off when `disabled`). */
export function buttonRowAction(key: string, label: string, icon: ReactElement, onClick: () => void, disabled = false) {
  return (
    <GridActionsCellItem key={key} showInMenu disabled={disabled} icon={icon} label={label} onClick={onClick} />
  );
}

/** A row's delete item, in red. */
export const deleteRowAction = (label: string, onClick: () => void, disabled = false) =>
  buttonRowAction('delete', label, <DeleteIcon sx={{ ...rowActionIconSx, color: 'error.main' }} />, onClick, disabled);

/** The column of the rows' menus ("more" button). */
export function actionsColumn<R extends GridValidRowModel>(
  headerName: string,
  getActions: GridActionsColDef<R>['getActions'],
): GridActionsColDef<R> & { field: 'actions' } {
  return { field: 'actions', type: 'actions', headerName, width: 80, getActions };
}
