import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCartCount } from '@/web/features/e-commerce/stores/checkout-store';
import { paths } from '@/web/lib/paths';
import { CartIcon } from './ecommerce-icons';

/** How many items the cart holds: a link to the checkout. */
export function CartCountChip() {
  const { t } = useTranslation();
  const count = useCartCount();
  return (
    <Chip
      component={RouterLink}
      to={paths.dashboard.eCommerce.checkout}
      clickable
      icon={<CartIcon fontSize="small" />}
      label={t('ecommerce.cart.count', { count })}
      variant="outlined"
      data-testid="cart-count"
      sx={{ fontWeight: 600 }}
    />
  );
}
