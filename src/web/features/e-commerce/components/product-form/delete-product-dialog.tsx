import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Product } from '@/contract/products';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { useDeleteProduct } from '@/web/features/e-commerce/api/delete-product';
import { useErrorText } from '@/web/lib/error-text';
import { paths } from '@/web/lib/paths';
import { toast } from '@/web/lib/toast';

interface DeleteProductDialogProps {
  product: Pick<Product, 'id' | 'name'>;
  open: boolean;
  onClose(): void;
}

/** Asks before deleting a product (for good, with its reviews); once deleted, the shop shows. */
export function DeleteProductDialog({ product, open, onClose }: DeleteProductDialogProps) {
  const { t } = useTranslation();
  const message = useErrorText();
  const navigate = useNavigate();
  const deleteProduct = useDeleteProduct();
  return (
    <ConfirmDialog
      open={open}
      title={t('product-form.delete.title')}
      text={t('product-form.delete.text', { name: product.name })}
      cancelLabel={t('product-form.delete.cancel')}
      confirmLabel={t('product-form.delete.confirm')}
      pending={deleteProduct.isPending}
      error={deleteProduct.isError ? message(deleteProduct.error) : undefined}
      onConfirm={() =>
        deleteProduct.mutate(product.id, {
          onSuccess: () => {
            toast(t('product-form.delete.done'), 'success');
            navigate(paths.dashboard.eCommerce.shop);
          },
        })
      }
      onClose={() => {
        deleteProduct.reset();
        onClose();
      }}
    />
  );
}
