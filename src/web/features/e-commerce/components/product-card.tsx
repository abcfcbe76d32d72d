import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Product } from '@/contract/products';
import { toSlug } from '@/contract/slug';
import { Label } from '@/web/components/label';
import { paths } from '@/web/lib/paths';
import { ColorDots } from '@/web/components/color-dots';
import { ProductPrice } from '@/web/components/product-price';

export const productPath = (product: Pick<Product, 'name'>) => paths.dashboard.eCommerce.product(toSlug(product.name));

/** A product of the grid: cover, Sale/New label, name (the link), colours and price; sold out shows so. */
export function ProductCard({ product }: { product: Product }) {
  const { t } = useTranslation();
  const soldOut = product.inventoryType === 'out_of_stock';
  return (
    <Card component="article" sx={{ position: 'relative', height: 1, '&:hover img': { transform: 'scale(1.04)' } }}>
      {product.status && (
        <Label
          variant="filled"
          color={product.status === 'sale' ? 'error' : 'info'}
          sx={{ position: 'absolute', top: 16, insetInlineEnd: 16, zIndex: 1, textTransform: 'uppercase' }}
        >
          {t(`ecommerce.status.${product.status}`)}
        </Label>
      )}
      <Box sx={{ position: 'relative', p: 1 }}>
        <Box sx={{ borderRadius: 1.5, overflow: 'hidden', aspectRatio: '1 / 1', bgcolor: 'action.hover' }}>
          <Box
            component="img"
            src={product.cover}
            alt=""
            width={400}
            height={400}
            loading="lazy"
            sx={{ width: 1, height: 1, objectFit: 'cover', display: 'block', transition: 'transform 0.3s', opacity: soldOut ? 0.48 : 1 }}
          />
        </Box>
        {soldOut && (
          <Label color="default" variant="filled" sx={{ position: 'absolute', top: 16, insetInlineStart: 16 }}>
            {t('ecommerce.inventory.out_of_stock')}
          </Label>
        )}
      </Box>
      <Stack sx={{ p: 2.5, pt: 1.5, gap: 2 }}>
        <Link
          component={RouterLink}
          to={productPath(product)}
          color="inherit"
          underline="hover"
          variant="subtitle2"
          noWrap
          sx={{
            display: 'block',
            // The whole card is the link's target area.
            '&::after': { content: '""', position: 'absolute', inset: 0 },
            '&:focus-visible': { outline: 'none' },
            '&:focus-visible::after': { outline: '2px solid', outlineColor: 'primary.main', borderRadius: 2 },
          }}
        >
          {product.name}
        </Link>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <ColorDots colors={product.colors} />
          <ProductPrice price={product.price} priceSale={product.priceSale} />
        </Stack>
      </Stack>
    </Card>
  );
}
