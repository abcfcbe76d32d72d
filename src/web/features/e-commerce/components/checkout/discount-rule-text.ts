import { useTranslation } from 'react-i18next';
import type { AppliedDiscount } from '@/web/features/e-commerce/stores/checkout-store';
import { formatPrice } from '@/web/features/e-commerce/components/format-price';

/** What a code takes off, in the reader's words: "10% off", "$5.00 off". */
export function useDiscountRuleText() {
  const { t, i18n } = useTranslation();
  return (discount: Pick<AppliedDiscount, 'kind' | 'value'>) =>
    discount.kind === 'percent'
      ? t('checkout.discount.percentOff', { value: discount.value })
      : t('checkout.discount.amountOff', { amount: formatPrice(discount.value, i18n.language) });
}
