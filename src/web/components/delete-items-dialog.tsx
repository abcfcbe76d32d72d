import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/web/lib/error-text';
import { toast } from '@/web/lib/toast';
import { ConfirmDialog } from './confirm-dialog';

/** What is to be deleted: the ids, and the name when it is one. */
export interface ItemsToDelete {
  ids: string[];
  name?: string;
}

/** A delete mutation as the dialog drives it: it deletes the ids it is given; `idsOf` reads the ids deleted. */
interface DeleteMutation<R> {
  mutation: UseMutationResult<R, Error, string[]>;
  idsOf(result: R): string[];
}

interface DeleteItemsDialogProps<R> extends DeleteMutation<R> {
  /** null: closed. */
  items: ItemsToDelete | null;
  /**
   * The screen's texts under it: `title`, `text_other` and `done` (with the count), `text_one` (with the name of
   * the one item), `cancel` and `confirm`.
   */
  textsKey: string;
  onClose(): void;
  /** After the delete, once the list has the items no more. */
  onDeleted(ids: string[]): void;
}

/** Asks before deleting one item of a list or several (for good); a failure shows in it, success as a toast. */
export function DeleteItemsDialog<R>({ items, mutation, idsOf, textsKey, onClose, onDeleted }: DeleteItemsDialogProps<R>) {
  const { t } = useTranslation();
  const message = useErrorText();
  // While the dialog fades out, it still shows what it asked about.
  const [shown, setShown] = useState<ItemsToDelete>({ ids: [] });
  if (items && items !== shown) setShown(items);
  const count = shown.ids.length;

  const run = async () => {
    if (!items) return;
    let deleted: string[];
    try {
      deleted = idsOf(await mutation.mutateAsync(items.ids));
    } catch {
      return; // shown in the dialog
    }
    mutation.reset();
    onDeleted(deleted);
    toast(t(`${textsKey}.done`, { count: deleted.length }), 'success');
  };

  return (
    <ConfirmDialog
      open={items !== null}
      title={t(`${textsKey}.title`, { count })}
      text={
        count === 1 && shown.name
          ? t(`${textsKey}.text_one`, { name: shown.name })
          : t(`${textsKey}.text_other`, { count })
      }
      cancelLabel={t(`${textsKey}.cancel`)}
      confirmLabel={t(`${textsKey}.confirm`)}
      pending={mutation.isPending}
      error={mutation.isError ? message(mutation.error) : undefined}
      onConfirm={() => void run()}
      onClose={() => {
        mutation.reset();
        onClose();
      }}
    />
  );
}
