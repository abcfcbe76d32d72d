import { useTranslation } from 'react-i18next';
import { invoiceLanguageOf, invoiceTexts } from '@/contract/invoice-texts';
import type { OrderStatus } from '@/contract/orders';
import { Label, type LabelColor } from '@/web/components/label';

const colorOf: Record<OrderStatus, LabelColor> = {
  placed: 'warning',
  shipped: 'info',
  delivered: 'success',
  cancelled: 'error',
};

/** An order's status in the words its invoice uses. */
export function OrderStatusLabel({ status }: { status: OrderStatus }) {
  const { i18n } = useTranslation();
  return (
    <Label variant="soft" color={colorOf[status]}>
      {invoiceTexts[invoiceLanguageOf(i18n.language)].statuses[status]}
    </Label>
  );
}
