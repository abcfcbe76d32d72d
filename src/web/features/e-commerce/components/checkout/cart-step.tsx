import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyContent } from '@/web/components/empty-content';
import { useCheckout } from '@/web/features/e-commerce/stores/checkout-store';
import { paths } from '@/web/lib/paths';
import { BackIcon } from './back-icon';
import { CartLine } from './cart-line';
import { cartLineGrid } from './cart-line-grid';
import { DiscountCodeForm } from './discount-code-form';
import { OrderSummary } from './order-summary';
import { StepLayout } from './step-layout';

/** Step 1: the lines with their quantities, the summary with the discount code, and Check out. */
export function CartStep() {
  const { t } = useTranslation();
  const headingId = useId();
  const cart = useCheckout((state) => state.checkout.cart);
  const next = useCheckout((state) => state.nextStep);
  const count = cart.reduce((sum, line) => sum + line.quantity, 0);

  if (cart.length === 0)
    return (
      <Card>
        <EmptyContent
          title={t('checkout.cart.empty')}
          description={
            <Stack sx={{ alignItems: 'center', gap: 3 }}>
              {t('checkout.cart.emptyHint')}
              <Button component={RouterLink} to={paths.dashboard.eCommerce.shop} variant="contained">
                {t('checkout.cart.toShop')}
              </Button>
            </Stack>
          }
        />
      </Card>
    );

  return (
    <StepLayout
      main={
        <>
          <Card component="section" aria-labelledby={headingId}>
            <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, px: 3, pt: 3, pb: 1 }}>
              <Typography id={headingId} variant="h6" component="h2">
                {t('checkout.cart.title')}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="cart-items">
                <bdi>({t('checkout.cart.items', { count })})</bdi>
              </Typography>
            </Stack>
            <Box
              aria-hidden
              sx={[
                cartLineGrid,
                {
                  display: { xs: 'none', md: 'grid' },
                  mx: 3,
                  py: 1.5,
                  borderBottom: 1,
                  borderColor: 'divider',
                  typography: 'subtitle2',
                  color: 'text.secondary',
                },
              ]}
            >
              <Box sx={{ gridColumn: '1 / 3' }}>{t('checkout.cart.product')}</Box>
              <span>{t('checkout.cart.price')}</span>
              <span>{t('checkout.cart.quantity')}</span>
              <Box sx={{ textAlign: 'right' }}>{t('checkout.cart.total')}</Box>
            </Box>
            <Box
              component="ul"
              aria-label={t('checkout.cart.lines')}
              sx={{ listStyle: 'none', m: 0, px: 3, pb: 0.5 }}
            >
              {cart.map((line) => (
                <CartLine key={line.id} line={line} />
              ))}
            </Box>
          </Card>
          <Box>
            <Button
              component={RouterLink}
              to={paths.dashboard.eCommerce.shop}
              color="inherit"
              startIcon={<BackIcon />}
            >
              {t('checkout.cart.continueShopping')}
            </Button>
          </Box>
        </>
      }
      aside={
        <>
          <OrderSummary canRemoveCode>
            <DiscountCodeForm />
          </OrderSummary>
          <Button size="large" variant="contained" fullWidth onClick={next}>
            {t('checkout.cart.checkOut')}
          </Button>
        </>
      }
    />
  );
}
