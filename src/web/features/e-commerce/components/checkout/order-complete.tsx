import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Order } from '@/contract/orders';
import { VerifiedIcon } from '@/web/features/e-commerce/components/ecommerce-icons';
import { formatPrice } from '@/web/features/e-commerce/components/format-price';
import { paths } from '@/web/lib/paths';
import { BackIcon } from './back-icon';
import { InvoiceIcon } from './checkout-icons';

/** After the order: thanks, its number and total, and the ways on (the shop, the order's invoice). */
export function OrderComplete({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The step view this replaces is gone: the reader is taken to the news.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);

  return (
    <Card
      sx={{ maxWidth: 640, mx: 'auto', px: { xs: 3, sm: 6 }, py: { xs: 4, sm: 6 }, textAlign: 'center' }}
      data-testid="order-complete"
    >
      <Stack sx={{ alignItems: 'center', gap: 2 }}>
        <VerifiedIcon sx={{ fontSize: 64, color: 'primary.main' }} />
        <Typography ref={heading} tabIndex={-1} variant="h4" component="h2" sx={{ outline: 'none' }}>
          {t('checkout.complete.title')}
        </Typography>
        <Typography variant="subtitle1" data-testid="order-number">
          {t('checkout.complete.orderNumber', { number: order.number })}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('checkout.complete.total', { total: formatPrice(order.total, i18n.language) })}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 440 }}>
          {t('checkout.complete.text')}
        </Typography>
      </Stack>
      <Divider sx={{ my: 4, borderStyle: 'dashed' }} />
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} sx={{ gap: 2, justifyContent: 'space-between' }}>
        <Button
          component={RouterLink}
          to={paths.dashboard.eCommerce.shop}
          color="inherit"
          variant="outlined"
          size="large"
          startIcon={<BackIcon />}
        >
          {t('checkout.complete.continueShopping')}
        </Button>
        <Button
          component={RouterLink}
          to={paths.dashboard.eCommerce.invoice(order.id)}
          variant="contained"
          size="large"
          startIcon={<InvoiceIcon />}
        >
          {t('checkout.complete.viewInvoice')}
        </Button>
      </Stack>
    </Card>
  );
}
