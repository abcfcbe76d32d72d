import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/contract/orders';
import { Page } from '@/web/components/page';
import { BillingStep } from '@/web/features/e-commerce/components/checkout/billing-step';
import { CartStep } from '@/web/features/e-commerce/components/checkout/cart-step';
import { CheckoutSteps } from '@/web/features/e-commerce/components/checkout/checkout-steps';
import { OrderComplete } from '@/web/features/e-commerce/components/checkout/order-complete';
import { PaymentStep } from '@/web/features/e-commerce/components/checkout/payment-step';
import { ShopPageHeader } from '@/web/features/e-commerce/components/shop-page-header';
import { useCheckout } from '@/web/features/e-commerce/stores/checkout-store';

/**
 * /dashboard/e-commerce/checkout: Cart, Billing & address, Payment (the step and the cart kept in localStorage
 * `checkout`), then the thank-you view with the order's number and its invoice.
 */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const { activeStep, cart, billing } = useCheckout((state) => state.checkout);
  const gotoStep = useCheckout((state) => state.gotoStep);
  const [placed, setPlaced] = useState<Order | null>(null);
  // A step needs what the steps before it chose: an empty cart shows the cart, no billing shows the addresses.
  const step = cart.length === 0 ? 0 : billing === null ? Math.min(activeStep, 1) : activeStep;

  // A new step (or the emptied cart) starts at the top, and the keyboard and screen reader go there: the button
  // that led to it is gone.
  const view = cart.length === 0 ? 'empty' : step;
  const stepView = useRef<HTMLDivElement>(null);
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    window.scrollTo({ top: 0 });
    stepView.current?.focus({ preventScroll: true });
  }, [view]);

  return (
    <Page title={t('checkout.title')}>
      <ShopPageHeader heading={t('checkout.heading')} current={t('checkout.crumb')} />
      {placed ? (
        <OrderComplete order={placed} />
      ) : (
        <>
          <CheckoutSteps active={step} onGoto={gotoStep} />
          <Box ref={stepView} tabIndex={-1} sx={{ outline: 'none' }}>
            {step === 0 && <CartStep />}
            {step === 1 && <BillingStep />}
            {step === 2 && billing && <PaymentStep billing={billing} onPlaced={setPlaced} />}
          </Box>
        </>
      )}
    </Page>
  );
}
