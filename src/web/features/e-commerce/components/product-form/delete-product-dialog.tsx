import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Product } from '@/contract/products';
import { useDeleteProduct } from '@/web/features/e-commerce/api/delete-product';
import { useErrorText } from '@/web/lib/error-text';
import { paths } from '@/web/lib/paths';
import { toast } from '@/web/lib/toast';
import { destructiveContainedSx } from './destructive-styles';

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
  const id = useId();

  const confirm = async () => {
    try {
      await deleteProduct.mutateAsync(product.id);
    } catch {
      return; // shown in the dialog
    }
    toast(t('product-form.delete.done'), 'success');
    navigate(paths.dashboard.eCommerce.shop);
  };

  const close = () => {
    if (deleteProduct.isPending) return;
    deleteProduct.reset();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{t('product-form.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{t('product-form.delete.text', { name: product.name })}</DialogContentText>
        {deleteProduct.isError && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {message(deleteProduct.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={close}>
          {t('product-form.delete.cancel')}
        </Button>
        <Button variant="contained" color="error" sx={destructiveContainedSx} loading={deleteProduct.isPending} onClick={() => void confirm()}>
          {t('product-form.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
