import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/web/features/e-commerce/components/format-price';
import { useCheckout } from '@/web/features/e-commerce/stores/checkout-store';
import { CloseIcon, EditIcon } from './checkout-icons';

interface OrderSummaryProps {
  /** Shows "Edit cart" (back to the cart step). */
  onEdit?(): void;
  /** The applied code may be removed here (the cart step). */
  canRemoveCode?: boolean;
  /** Below the amounts (the discount code field). */
  children?: ReactNode;
}

function Row({
  term,
  children,
  testId,
  strong,
}: {
  term: ReactNode;
  children: ReactNode;
  testId: string;
  strong?: boolean;
}) {
  return (
    <Stack
      direction="row"
      sx={[
        { justifyContent: 'space-between', alignItems: 'center', gap: 2 },
        // The line above the total (an <hr> may not stand in a <dl>).
        Boolean(strong) && { pt: 2, borderTop: '1px dashed', borderColor: 'divider' },
      ]}
    >
      <Typography
        component="dt"
        variant={strong ? 'subtitle1' : 'body2'}
        sx={{ color: strong ? 'text.primary' : 'text.secondary' }}
      >
        {term}
      </Typography>
      <Typography
        component="dd"
        variant={strong ? 'subtitle1' : 'subtitle2'}
        data-testid={testId}
        sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
      >
        {children}
      </Typography>
    </Stack>
  );
}

/** Subtotal, discount, shipping and total (= subtotal - discount + shipping) of the checkout. */
export function OrderSummary({ onEdit, canRemoveCode = false, children }: OrderSummaryProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { subtotal, discount, shipping, total } = useCheckout((state) => state.checkout);
  const code = useCheckout((state) => state.discountCode);
  const removeCode = useCheckout((state) => state.removeDiscountCode);
  const price = (amount: number) => formatPrice(amount, i18n.language);

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 3, gap: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {t('checkout.summary.title')}
        </Typography>
        {onEdit && (
          <Button size="small" color="inherit" startIcon={<EditIcon />} onClick={onEdit}>
            {t('checkout.summary.edit')}
          </Button>
        )}
      </Stack>
      <Stack component="dl" sx={{ m: 0, gap: 2 }}>
        <Row term={t('checkout.summary.subtotal')} testId="summary-subtotal">
          {price(subtotal)}
        </Row>
        <Row
          term={
            code
              ? t('checkout.summary.discountWithCode', { code: code.code })
              : t('checkout.summary.discount')
          }
          testId="summary-discount"
        >
          {discount > 0 ? <bdi>{`−${price(discount)}`}</bdi> : '—'}
          {code && canRemoveCode && (
            <IconButton
              size="small"
              aria-label={t('checkout.discount.remove', { code: code.code })}
              onClick={removeCode}
              sx={{ my: -1 }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        </Row>
        <Row term={t('checkout.summary.shipping')} testId="summary-shipping">
          {shipping > 0 ? price(shipping) : t('checkout.summary.free')}
        </Row>
        <Row term={t('checkout.summary.total')} testId="summary-total" strong>
          {price(total)}
        </Row>
      </Stack>
      {children && <Box sx={{ mt: 3 }}>{children}</Box>}
    </Card>
  );
}
