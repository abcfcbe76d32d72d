import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CartLimits, roundMoney, type CartItem } from '@/contract/cart';
import { Label } from '@/web/components/label';
import { ColorSwatch } from '@/web/features/e-commerce/components/color-swatch';
import { formatPrice } from '@/web/features/e-commerce/components/format-price';
import { productPath } from '@/web/features/e-commerce/components/product-card';
import { QuantityStepper } from '@/web/features/e-commerce/components/quantity-stepper';
import { colorNameKey } from '@/web/features/e-commerce/components/shop-filters';
import { useCheckout } from '@/web/features/e-commerce/stores/checkout-store';
import { cartLineGrid } from './cart-line-grid';
import { DeleteIcon } from './checkout-icons';

/** A column's name: shown beside the value on a narrow screen, read only by screen readers under the wide header. */
const columnName = (theme: Theme) => ({
  color: 'text.secondary',
  typography: 'body2',
  [theme.breakpoints.up('md')]: visuallyHidden,
});

/** One line of the cart: cover, name (to the product), size and colour, unit price, quantity, line total, remove. */
export function CartLine({ line }: { line: CartItem }) {
  const { t, i18n } = useTranslation();
  const quantityId = useId();
  const increase = useCheckout((state) => state.increaseQuantity);
  const decrease = useCheckout((state) => state.decreaseQuantity);
  const remove = useCheckout((state) => state.removeItem);
  const colorName = t(`ecommerce.colors.${colorNameKey(line.color)}`);
  const price = (amount: number) => formatPrice(amount, i18n.language);
  const sizeText = line.size ? t('checkout.cart.size', { size: line.size }) : '';
  // The stock may have shrunk since the line was added (the server refused an order for it).
  const short = line.quantity > line.available;
  const stockText =
    line.available < 1
      ? t('ecommerce.inventory.out_of_stock')
      : t('ecommerce.product.available', { count: line.available });
  const variant = [sizeText, line.color ? colorName : ''].filter(Boolean).join(', ');

  return (
    <Box
      component="li"
      data-testid="cart-line"
      sx={[
        cartLineGrid,
        {
          rowGap: 1.5,
          py: 2.5,
          borderBottom: 1,
          borderColor: 'divider',
          '&:last-of-type': { borderBottom: 0 },
        },
      ]}
    >
      <Box
        component="img"
        src={line.cover}
        alt=""
        width={64}
        height={64}
        sx={{
          gridArea: 'cover',
          alignSelf: 'start',
          width: 64,
          height: 64,
          borderRadius: 1.5,
          objectFit: 'cover',
          bgcolor: 'action.hover',
        }}
      />
      <Stack sx={{ gridArea: 'product', minWidth: 0, gap: 0.5 }}>
        <Link
          component={RouterLink}
          to={productPath(line)}
          color="inherit"
          underline="hover"
          variant="subtitle2"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {line.name}
        </Link>
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            gap: 1,
            color: 'text.secondary',
            typography: 'body2',
            flexWrap: 'wrap',
          }}
        >
          {sizeText && <span>{sizeText}</span>}
          {line.size && line.color && (
            <Box
              component="span"
              aria-hidden
              sx={{ width: 4, height: 4, borderRadius: '50%', bgcolor: 'text.disabled' }}
            />
          )}
          {line.color && (
            <Stack direction="row" component="span" sx={{ alignItems: 'center', gap: 0.75 }}>
              <ColorSwatch color={line.color} checked={false} size={14} />
              {colorName}
            </Stack>
          )}
        </Stack>
      </Stack>
      <Stack direction="row" sx={{ gridArea: 'price', gap: 1, alignItems: 'baseline' }}>
        <Box component="span" sx={columnName}>
          {t('checkout.cart.price')}
        </Box>
        <Typography component="span" variant="body2">
          {price(line.price)}
        </Typography>
      </Stack>
      <Stack sx={{ gridArea: 'quantity', alignItems: 'flex-start', gap: 0.5 }}>
        <span id={quantityId} style={visuallyHidden}>
          {t('checkout.cart.quantityOf', { name: line.name })}
        </span>
        <QuantityStepper
          value={line.quantity}
          max={Math.min(line.available, CartLimits.maxQuantity)}
          labelledBy={quantityId}
          onChange={(next) => (next > line.quantity ? increase(line.id) : decrease(line.id))}
        />
        {short ? (
          <Label color="error" variant="soft" data-testid="line-short">
            <bdi>{stockText}</bdi>
          </Label>
        ) : (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            <bdi>{stockText}</bdi>
          </Typography>
        )}
      </Stack>
      <Stack
        direction="row"
        sx={{
          gridArea: 'total',
          gap: 1,
          alignItems: 'baseline',
          justifyContent: 'flex-end',
          alignSelf: { xs: 'start', md: 'center' },
        }}
      >
        <Box component="span" sx={columnName}>
          {t('checkout.cart.total')}
        </Box>
        <Typography component="span" variant="subtitle2" data-testid="line-total">
          {price(roundMoney(line.price * line.quantity))}
        </Typography>
      </Stack>
      <IconButton
        aria-label={
          variant
            ? t('checkout.cart.removeVariant', { name: line.name, variant })
            : t('checkout.cart.remove', { name: line.name })
        }
        onClick={() => remove(line.id)}
        sx={{
          gridArea: 'remove',
          alignSelf: { xs: 'start', md: 'center' },
          justifySelf: 'end',
          mt: { xs: -1, md: 0 },
        }}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
