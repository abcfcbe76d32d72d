import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Product } from '@/contract/products';
import { GridTitleLink } from '@/web/components/data-grid/grid-title-link';
import { Label } from '@/web/components/label';
import { productPath } from '@/web/features/e-commerce/components/product-card';
import { formatDate } from '@/web/lib/format';

const cellSx = { height: 1, justifyContent: 'center', minWidth: 0 } as const;

// Dates and counts sit in <bdi>: in a right-to-left layout a left-to-right text keeps its own word order
// ("25 November 2026", not "November 2026 25") while the cell still aligns it to its start.

interface ProductCellProps {
  product: Product;
  /** The grid's tab index for the cell's content: 0 only while the cell has focus. */
  tabIndex: 0 | -1;
}

/** The cover, the name (a link to the product page) and the category. */
export function ProductCell({ product, tabIndex }: ProductCellProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ ...cellSx, alignItems: 'center', justifyContent: 'flex-start', gap: 2 }}>
      <Box
        component="img"
        src={product.cover}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        sx={{
          width: 48,
          height: 48,
          flexShrink: 0,
          borderRadius: 1.5,
          objectFit: 'cover',
          bgcolor: 'action.hover',
        }}
      />
      <GridTitleLink
        to={productPath(product)}
        tabIndex={tabIndex}
        title={product.name}
        subtitle={t(`ecommerce.categories.${product.category}`)}
      />
    </Stack>
  );
}

/** The day the product was added, and the time below it. */
export function CreatedAtCell({ createdAt }: { createdAt: string }) {
  const { i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(i18n.language.slice(0, 2), { timeStyle: 'short' }).format(
    new Date(createdAt),
  );
  return (
    <Stack sx={cellSx}>
      <Typography variant="body2" noWrap>
        <bdi>{formatDate(createdAt, i18n.language)}</bdi>
      </Typography>
      <Typography variant="caption" noWrap sx={{ color: 'text.secondary' }}>
        <bdi>{time}</bdi>
      </Typography>
    </Stack>
  );
}

const stockColor = {
  in_stock: 'success.main',
  low_stock: 'warning.main',
  out_of_stock: 'error.main',
} as const;
/** Units that fill the stock bar. */
const FULL_SHELF = 100;

/** How much is left: a small bar (full at 100 units) and the stock level with the count. */
export function StockCell({ product }: { product: Pick<Product, 'available' | 'inventoryType'> }) {
  const { t } = useTranslation();
  const filled = Math.min(100, (product.available / FULL_SHELF) * 100);
  return (
    <Stack sx={{ ...cellSx, gap: 0.75 }}>
      <Box
        aria-hidden
        sx={{
          width: 80,
          maxWidth: 1,
          height: 6,
          borderRadius: 1,
          bgcolor: 'action.selected',
          overflow: 'hidden',
        }}
      >
        <Box sx={{ width: `${filled}%`, height: 1, bgcolor: stockColor[product.inventoryType] }} />
      </Box>
      <Typography variant="caption" noWrap sx={{ color: 'text.secondary' }}>
        <bdi>{t(`product-list.stock.${product.inventoryType}`, { count: product.available })}</bdi>
      </Typography>
    </Stack>
  );
}

/** Sale or New as a label; nothing for a product with neither. */
export function StatusCell({ status }: { status: Product['status'] }) {
  const { t } = useTranslation();
  if (!status) return null;
  return (
    <Stack direction="row" sx={{ ...cellSx, alignItems: 'center', justifyContent: 'flex-start' }}>
      <Label color={status === 'sale' ? 'error' : 'info'}>{t(`ecommerce.status.${status}`)}</Label>
    </Stack>
  );
}
