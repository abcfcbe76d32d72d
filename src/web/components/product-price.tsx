import Stack from '@mui/material/Stack';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/contract/money';

interface ProductPriceProps {
  price: number;
  priceSale: number | null;
  variant?: TypographyProps['variant'];
}

/**
 * The price a shopper pays; while on sale, the old price struck through before it (the `ecommerce` texts: a
 * screen showing it loads that namespace).
 */
export function ProductPrice({ price, priceSale, variant = 'subtitle1' }: ProductPriceProps) {
  const { t, i18n } = useTranslation();
  return (
    <Stack direction="row" component="p" sx={{ m: 0, gap: 0.75, alignItems: 'baseline', flexWrap: 'wrap' }}>
      {priceSale !== null && (
        <Typography component="del" variant={variant} sx={{ color: 'text.secondary', fontWeight: 400 }}>
          <span style={visuallyHidden}>{t('ecommerce.price.was')} </span>
          {formatPrice(price, i18n.language)}
        </Typography>
      )}
      <Typography component="span" variant={variant}>
        {priceSale !== null && <span style={visuallyHidden}>{t('ecommerce.price.now')} </span>}
        {formatPrice(priceSale ?? price, i18n.language)}
      </Typography>
    </Stack>
  );
}
