import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { useCartCount } from '@/web/features/e-commerce/stores/checkout-store';
import { CartIcon } from './ecommerce-icons';

/** How many items the cart holds (the checkout that shows the cart comes later, so it links nowhere). */
export function CartCountChip() {
  const { t } = useTranslation();
  const count = useCartCount();
  return (
    <Chip
      icon={<CartIcon fontSize="small" />}
      label={t('ecommerce.cart.count', { count })}
      variant="outlined"
      data-testid="cart-count"
      role="status"
      sx={{ fontWeight: 600 }}
    />
  );
}
