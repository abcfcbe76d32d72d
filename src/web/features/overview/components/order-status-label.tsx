import { useTranslation } from 'react-i18next';
import { invoiceStatusTones } from '@/contract/invoice-document';
import { invoiceLanguageOf, invoiceTexts } from '@/contract/invoice-texts';
import type { OrderStatus } from '@/contract/orders';
import { Label } from '@/web/components/label';

/** An order's status in the words and colour of its invoice, so the dashboards and the invoice say the same. */
export function OrderStatusLabel({ status }: { status: OrderStatus }) {
  const { i18n } = useTranslation();
  return (
    <Label variant="soft" color={invoiceStatusTones[status]}>
      {invoiceTexts[invoiceLanguageOf(i18n.language)].statuses[status]}
    </Label>
  );
}
