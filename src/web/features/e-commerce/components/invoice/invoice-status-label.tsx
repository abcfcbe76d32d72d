import type { InvoiceDocument } from '@/contract/invoice-document';
import { Label } from '@/web/components/label';

/** The order's status as a coloured label: placed, shipped, delivered or cancelled. */
export function InvoiceStatusLabel({ status }: { status: InvoiceDocument['status'] }) {
  return (
    <Label color={status.tone} variant="soft" data-testid="invoice-status">
      {status.label}
    </Label>
  );
}
