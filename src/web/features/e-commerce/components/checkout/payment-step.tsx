import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { OrderErrors } from '@/contract/order-rules';
import type { Order } from '@/contract/orders';
import { useFetchCartStock } from '@/web/features/e-commerce/api/cart-stock';
import { usePlaceOrder } from '@/web/features/e-commerce/api/place-order';
import { useCheckout, type CheckoutBilling } from '@/web/features/e-commerce/stores/checkout-store';
import { useErrorText } from '@/web/lib/error-text';
import { ApiRequestError } from '@/web/lib/http-client';
import { BackIcon } from './back-icon';
import { BillingAddressCard } from './billing-address-card';
import { DeliveryOptions } from './delivery-options';
import { orderRequestOf } from './order-request';
import { OrderSummary } from './order-summary';
import { PaymentMethod } from './payment-method';
import { StepLayout } from './step-layout';

const isOutOfStock = (error: unknown) =>
  error instanceof ApiRequestError && error.code === OrderErrors.outOfStock.code;

/** Step 3: delivery, how it is paid, the billing address and the summary; Complete order places it. */
export function PaymentStep({
  billing,
  onPlaced,
}: {
  billing: CheckoutBilling;
  onPlaced(order: Order): void;
}) {
  const { t } = useTranslation();
  const message = useErrorText();
  const backStep = useCheckout((state) => state.backStep);
  const gotoStep = useCheckout((state) => state.gotoStep);
  const reset = useCheckout((state) => state.reset);
  const updateStock = useCheckout((state) => state.updateStock);
  const placeOrder = usePlaceOrder();
  const fetchStock = useFetchCartStock();

  const complete = () => {
    if (placeOrder.isPending) return;
    const { checkout, delivery, discountCode } = useCheckout.getState();
    placeOrder.mutate(orderRequestOf({ cart: checkout.cart, billing, delivery, discountCode }), {
      onSuccess: ({ order }) => {
        onPlaced(order);
        reset();
      },
      onError: (error) => {
        // The cart is kept; its lines learn the stock there is now, so the short one shows.
        if (isOutOfStock(error)) void fetchStock(checkout.cart).then(updateStock, () => undefined);
      },
    });
  };

  return (
    <StepLayout
      main={
        <>
          <DeliveryOptions />
          <PaymentMethod />
          <div>
            <Button color="inherit" startIcon={<BackIcon />} onClick={backStep}>
              {t('checkout.payment.back')}
            </Button>
          </div>
        </>
      }
      aside={
        <>
          <BillingAddressCard billing={billing} onEdit={() => gotoStep(1)} />
          <OrderSummary onEdit={() => gotoStep(0)} />
          {placeOrder.isError && (
            <Alert severity="error" role="alert">
              <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
                <strong>{message(placeOrder.error)}</strong>
                {isOutOfStock(placeOrder.error) && (
                  <>
                    <span>{t('checkout.payment.outOfStockHint')}</span>
                    <Button
                      color="inherit"
                      variant="outlined"
                      size="small"
                      onClick={() => gotoStep(0)}
                      sx={{ mt: 1 }}
                    >
                      {t('checkout.payment.backToCart')}
                    </Button>
                  </>
                )}
              </Stack>
            </Alert>
          )}
          <Button
            size="large"
            variant="contained"
            fullWidth
            loading={placeOrder.isPending}
            onClick={complete}
          >
            {t('checkout.payment.complete')}
          </Button>
        </>
      }
    />
  );
}
