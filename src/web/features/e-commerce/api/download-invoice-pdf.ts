import { useMutation } from '@tanstack/react-query';
import { invoiceFileName } from '@/contract/invoice-document';
import type { InvoiceLanguage } from '@/contract/invoice-texts';
import type { Order } from '@/contract/orders';
import { api } from '@/web/lib/api';

interface InvoicePdfRequest {
  order: Pick<Order, 'id' | 'number'>;
  language: InvoiceLanguage;
}

/** Fetches the order's invoice PDF (with the session's token) in `language` and saves it as invoice-<number>.pdf. */
export async function downloadInvoicePdf({ order, language }: InvoicePdfRequest): Promise<void> {
  const pdf = await api.getFile('/api/orders/order/pdf', { id: order.id, lang: language });
  const url = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = url;
  link.download = invoiceFileName(order.number);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's download has started.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadInvoicePdf() {
  return useMutation({ mutationFn: downloadInvoicePdf });
}
