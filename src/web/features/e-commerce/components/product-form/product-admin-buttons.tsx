import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Product } from '@/contract/products';
import { toSlug } from '@/contract/slug';
import { paths } from '@/web/lib/paths';
import { DeleteProductDialog } from './delete-product-dialog';
import { destructiveOutlinedSx } from './destructive-styles';
import { PenIcon, TrashIcon } from './product-form-icons';

/** Edit and Delete; their texts (the product form's) load with them, since the product page does not ask for them. */
export function ProductAdminButtons({ product }: { product: Pick<Product, 'id' | 'name'> }) {
  const { t, ready } = useTranslation('product-form');
  const [confirming, setConfirming] = useState(false);
  if (!ready) return null;
  return (
    <>
      <Button component={RouterLink} to={paths.dashboard.eCommerce.editProduct(toSlug(product.name))} variant="outlined" color="inherit" startIcon={<PenIcon />}>
        {t('product-form.actions.edit')}
      </Button>
      <Button variant="outlined" color="error" startIcon={<TrashIcon />} onClick={() => setConfirming(true)} sx={destructiveOutlinedSx}>
        {t('product-form.actions.delete')}
      </Button>
      <DeleteProductDialog product={product} open={confirming} onClose={() => setConfirming(false)} />
    </>
  );
}
