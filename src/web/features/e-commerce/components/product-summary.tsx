import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CartLimits } from '@/contract/cart';
import { effectivePriceOf } from '@/contract/product-rules';
import type { Product } from '@/contract/products';
import { Label } from '@/web/components/label';
import { useCheckout } from '@/web/features/e-commerce/stores/checkout-store';
import { paths } from '@/web/lib/paths';
import { toast } from '@/web/lib/toast';
import { CartIcon } from './ecommerce-icons';
import { ProductPrice } from '@/web/components/product-price';
import { ColorSwatch } from './color-swatch';
import { QuantityStepper } from './quantity-stepper';
import { colorNameKey } from './shop-filters';

const inventoryColor = { in_stock: 'success', low_stock: 'warning', out_of_stock: 'error' } as const;

/** Name, price, rating, stock, the size, colour and quantity pickers and Add to cart. */
export function ProductSummary({ product }: { product: Product }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const addItem = useCheckout((state) => state.addItem);
  const gotoStep = useCheckout((state) => state.gotoStep);
  const [size, setSize] = useState(product.sizes[0] ?? '');
  const [color, setColor] = useState(product.colors[0] ?? '');
  const [quantity, setQuantity] = useState(1);
  const max = Math.min(product.available, CartLimits.maxQuantity);
  const soldOut = max < 1;

  const addChosenLine = () =>
    addItem({
      productId: product.id,
      name: product.name,
      cover: product.cover,
      price: effectivePriceOf(product),
      quantity,
      size,
      color,
      available: product.available,
    });
  const add = () => {
    addChosenLine();
    toast(t('ecommerce.cart.added'), 'success');
  };
  const buyNow = () => {
    addChosenLine();
    gotoStep(0);
    void navigate(paths.dashboard.eCommerce.checkout);
  };

  return (
    <Stack sx={{ gap: 3 }}>
      <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {product.status && (
            <Label variant="filled" color={product.status === 'sale' ? 'error' : 'info'} sx={{ textTransform: 'uppercase' }}>
              {t(`ecommerce.status.${product.status}`)}
            </Label>
          )}
          <Label variant="soft" color={inventoryColor[product.inventoryType]} data-testid="inventory">
            {t(`ecommerce.inventory.${product.inventoryType}`)}
          </Label>
        </Stack>
        <Typography variant="h5" component="h2">
          {product.name}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Rating value={product.totalRating} precision={0.1} readOnly size="small" aria-hidden />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('ecommerce.reviews.summaryShort', { rating: product.totalRating.toFixed(1), count: product.totalReview })}
          </Typography>
        </Stack>
        <ProductPrice price={product.price} priceSale={product.priceSale} variant="h4" />
      </Stack>
      <Divider sx={{ borderStyle: 'dashed' }} />
      {product.colors.length > 0 && (
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <Typography id="pick-color" variant="subtitle2">
            {t('ecommerce.product.color')}
          </Typography>
          <RadioGroup row aria-labelledby="pick-color" value={color} onChange={(event) => setColor(event.target.value)} sx={{ gap: 0.5 }}>
            {product.colors.map((option) => (
              <Radio
                key={option}
                value={option}
                icon={<ColorSwatch color={option} checked={false} size={22} />}
                checkedIcon={<ColorSwatch color={option} checked size={22} />}
                sx={{ p: 0.75 }}
                slotProps={{ input: { 'aria-label': t(`ecommerce.colors.${colorNameKey(option)}`) } }}
              />
            ))}
          </RadioGroup>
        </Stack>
      )}
      {product.sizes.length > 0 && (
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <TextField
            select
            size="small"
            label={t('ecommerce.product.size')}
            value={size}
            onChange={(event) => setSize(event.target.value)}
            fullWidth
          >
            {product.sizes.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      )}
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id="pick-quantity" variant="subtitle2">
          {t('ecommerce.product.quantity')}
        </Typography>
        <Stack sx={{ alignItems: 'flex-end', gap: 0.5 }}>
          <QuantityStepper value={quantity} max={max} onChange={setQuantity} labelledBy="pick-quantity" />
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('ecommerce.product.available', { count: product.available })}
          </Typography>
        </Stack>
      </Stack>
      <Divider sx={{ borderStyle: 'dashed' }} />
      {soldOut ? (
        <Button size="large" variant="contained" color="warning" startIcon={<CartIcon />} disabled>
          {t('ecommerce.inventory.out_of_stock')}
        </Button>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, '& > *': { flex: 1 } }}>
          <Button size="large" variant="contained" color="warning" startIcon={<CartIcon />} onClick={add}>
            {t('ecommerce.cart.add')}
          </Button>
          <Button size="large" variant="contained" onClick={buyNow}>
            {t('ecommerce.cart.buyNow')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
