import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useCallback, useState } from 'react';
import type { ItemsToDelete } from '@/web/components/delete-items-dialog';

const noSelection = (): GridRowSelectionModel => ({ type: 'include', ids: new Set() });

/**
 * Deleting from a server-paged grid: the rows selected (a selection may span pages, so the names of those seen are
 * kept for a confirmation that names a single one), and what the confirmation asks about, one row or the selection.
 * `nameOf` is to stay the same function (one of the module), so that `askOne` does too.
 */
export function useGridDeletion<R extends { id: string }>(
  rows: readonly R[] | undefined,
  nameOf: (row: R) => string,
  /** How many one delete may take, and the texts of the bar that offers it (see BulkDeleteBar). */
  bulk: { max: number; textsKey: string },
) {
  const [model, setModel] = useState<GridRowSelectionModel>(noSelection);
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const [toDelete, setToDelete] = useState<ItemsToDelete | null>(null);
  const selectedIds = [...model.ids].map(String);

  const changeSelection = (next: GridRowSelectionModel) => {
    const seen = new Map<string, string>();
    for (const id of next.ids) {
      const row = rows?.find((candidate) => candidate.id === id);
      const name = row ? nameOf(row) : names.get(String(id));
      if (name !== undefined) seen.set(String(id), name);
    }
    setModel(next);
    setNames(seen);
  };

  /** Asks about the selected rows. */
  const askSelected = () =>
    setToDelete({ ids: selectedIds, name: selectedIds.length === 1 ? names.get(selectedIds[0]!) : undefined });

  return {
    /** For the grid's `selection`. */
    selection: { model, onChange: changeSelection, bulkDelete: { ...bulk, onDelete: askSelected } },
    /** null: nothing to confirm. */
    toDelete,
    /** Asks about one row (from its menu). */
    askOne: useCallback((row: R) => setToDelete({ ids: [row.id], name: nameOf(row) }), [nameOf]),
    cancel: () => setToDelete(null),
    /** Once deleted: nothing to confirm, and the deleted rows leave the selection. */
    deleted: (ids: readonly string[]) => {
      setToDelete(null);
      setModel({ type: 'include', ids: new Set([...model.ids].filter((id) => !ids.includes(String(id)))) });
    },
  };
}
