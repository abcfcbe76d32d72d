import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { EcommerceSummary } from '@/contract/dashboard';
import { Label } from '@/web/components/label';
import { ChevronEndIcon, ChevronStartIcon } from '@/web/components/icons';
import { ProductPrice } from '@/web/components/product-price';
import { WidgetCard } from '@/web/features/overview/components/widget-card';
import { paths } from '@/web/lib/paths';
import { WidgetEmpty } from '@/web/features/overview/components/figure-list';

/**
 * The latest products one at a time, with previous and next buttons (the arrow keys too, once focus is inside);
 * the shown product's position is announced as it changes.
 */
export function NewProductsCarousel({ summary }: { summary: EcommerceSummary | undefined }) {
  const { t } = useTranslation();
  const rtl = useTheme().direction === 'rtl';
  const [chosen, setChosen] = useState(0);
  const products = summary?.latestProducts;
  const count = products?.length ?? 0;
  // The list can shrink under the chosen position (a period's answer after another).
  const index = count === 0 ? 0 : chosen % count;
  const step = (by: number) => setChosen((index + by + count) % count);
  const product = products?.[index];

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    const forward = (event.key === 'ArrowRight') !== rtl;
    step(forward ? 1 : -1);
  };

  const controls = count > 1 && (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
      <IconButton
        size="small"
        aria-label={t('ecommerce-dashboard.newProducts.previous')}
        onClick={() => step(-1)}
      >
        <Box component={rtl ? ChevronEndIcon : ChevronStartIcon} aria-hidden sx={{ fontSize: 20 }} />
      </IconButton>
      <IconButton size="small" aria-label={t('ecommerce-dashboard.newProducts.next')} onClick={() => step(1)}>
        <Box component={rtl ? ChevronStartIcon : ChevronEndIcon} aria-hidden sx={{ fontSize: 20 }} />
      </IconButton>
    </Stack>
  );

  let body;
  if (!products)
    body = <Skeleton variant="rounded" sx={{ aspectRatio: '4 / 3', height: 'auto' }} aria-hidden />;
  else if (!product) body = <WidgetEmpty text={t('ecommerce-dashboard.latestProducts.empty')} />;
  else
    body = (
      <Box
        role="group"
        aria-roledescription="slide"
        aria-label={t('ecommerce-dashboard.newProducts.slide', { index: index + 1, count })}
      >
        <Box sx={{ position: 'relative', borderRadius: 1.5, overflow: 'hidden', bgcolor: 'action.hover' }}>
          <Box
            component="img"
            src={product.cover}
            alt=""
            width={480}
            height={360}
            sx={{ display: 'block', width: 1, height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover' }}
          />
          <Label
            variant="filled"
            color="primary"
            sx={{ position: 'absolute', top: 12, insetInlineStart: 12 }}
          >
            {t('ecommerce-dashboard.newProducts.new')}
          </Label>
        </Box>
        <Stack direction="row" sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <Box sx={{ minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={paths.dashboard.eCommerce.product(product.slug)}
              color="inherit"
              underline="hover"
              variant="subtitle1"
              noWrap
              sx={{ display: 'block' }}
            >
              {product.name}
            </Link>
            <ProductPrice price={product.price} priceSale={product.priceSale} variant="body2" />
          </Box>
          <Typography variant="caption" aria-hidden sx={{ color: 'text.secondary', flexShrink: 0 }}>
            {index + 1} / {count}
          </Typography>
        </Stack>
      </Box>
    );

  return (
    <WidgetCard
      title={t('ecommerce-dashboard.newProducts.title')}
      action={controls}
      sx={{ height: 1 }}
      onKeyDown={onKeyDown}
    >
      <Box aria-live="polite" sx={{ p: 3, pt: 2 }}>
        {body}
      </Box>
    </WidgetCard>
  );
}
