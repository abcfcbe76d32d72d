import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteProducts } from '@/web/features/e-commerce/api/delete-products';
import { useErrorText } from '@/web/lib/error-text';
import { toast } from '@/web/lib/toast';

/** What is to be deleted: the products' ids, and the name when it is one. */
export interface ProductsToDelete {
  ids: string[];
  name?: string;
}

interface DeleteProductsDialogProps {
  /** null: closed. */
  products: ProductsToDelete | null;
  onClose(): void;
  /** After the delete, once the list has the products no more. */
  onDeleted(ids: string[]): void;
}

/** Asks before deleting one product or several (for good); the list asks again and a toast says it is done. */
export function DeleteProductsDialog({ products, onClose, onDeleted }: DeleteProductsDialogProps) {
  const { t } = useTranslation();
  const message = useErrorText();
  const deleteProducts = useDeleteProducts();
  const id = useId();
  // While the dialog fades out, it still shows what it asked about.
  const [shown, setShown] = useState<ProductsToDelete>({ ids: [] });
  if (products && products !== shown) setShown(products);
  const count = shown.ids.length;

  const confirm = async () => {
    if (!products) return;
    let deleted: string[];
    try {
      deleted = (await deleteProducts.mutateAsync(products.ids)).productIds;
    } catch {
      return; // shown in the dialog
    }
    deleteProducts.reset();
    onDeleted(deleted);
    toast(t('product-list.delete.done', { count: deleted.length }), 'success');
  };

  const close = () => {
    if (deleteProducts.isPending) return;
    deleteProducts.reset();
    onClose();
  };

  return (
    <Dialog
      open={products !== null}
      onClose={close}
      maxWidth="xs"
      fullWidth
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>{t('product-list.delete.title', { count })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>
          {count === 1 && shown.name
            ? t('product-list.delete.text_one', { name: shown.name })
            : t('product-list.delete.text_other', { count })}
        </DialogContentText>
        {deleteProducts.isError && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {message(deleteProducts.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={close}>
          {t('product-list.delete.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          loading={deleteProducts.isPending}
          onClick={() => void confirm()}
          // White on the theme's red falls short of AA; on its dark shade it passes.
          sx={{ bgcolor: 'error.dark', '&:hover': { bgcolor: 'error.darker' } }}
        >
          {t('product-list.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
