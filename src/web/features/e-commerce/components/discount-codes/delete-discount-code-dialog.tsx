import { useTranslation } from 'react-i18next';
import type { DiscountCode } from '@/contract/discount-codes';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { useDeleteDiscountCode } from '@/web/features/e-commerce/api/delete-discount-code';
import { useErrorText } from '@/web/lib/error-text';
import { toast } from '@/web/lib/toast';

interface DeleteDiscountCodeDialogProps {
  code: DiscountCode;
  onClose(): void;
}

/** Asks before deleting a discount code: checkout refuses it from then on. */
export function DeleteDiscountCodeDialog({ code, onClose }: DeleteDiscountCodeDialogProps) {
  const { t } = useTranslation();
  const message = useErrorText();
  const deleteCode = useDeleteDiscountCode();
  return (
    <ConfirmDialog
      open
      title={t('discount-codes.delete.title')}
      text={t('discount-codes.delete.text', { code: code.code })}
      cancelLabel={t('discount-codes.delete.cancel')}
      confirmLabel={t('discount-codes.delete.confirm')}
      pending={deleteCode.isPending}
      error={deleteCode.isError ? message(deleteCode.error) : undefined}
      onConfirm={() =>
        deleteCode.mutate(code.code, {
          onSuccess: () => {
            toast(t('discount-codes.delete.done', { code: code.code }), 'success');
            onClose();
          },
        })
      }
      onClose={onClose}
    />
  );
}
