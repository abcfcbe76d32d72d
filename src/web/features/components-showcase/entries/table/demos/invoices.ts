import { intlLocale } from '@/web/lib/format';

export type InvoiceStatus = 'paid' | 'pending' | 'overdue';

export interface Invoice {
  id: string;
  customer: string;
  amount: number;
  status: InvoiceStatus;
}

/** The sample rows the table demos show. */
export const invoices: readonly Invoice[] = [
  { id: 'INV-1001', customer: 'Ada Lovelace', amount: 1240.5, status: 'paid' },
  { id: 'INV-1002', customer: 'Grace Hopper', amount: 860, status: 'pending' },
  { id: 'INV-1003', customer: 'Alan Turing', amount: 2315.75, status: 'overdue' },
  { id: 'INV-1004', customer: 'Katherine Johnson', amount: 420, status: 'paid' },
  { id: 'INV-1005', customer: 'Linus Torvalds', amount: 1575.2, status: 'pending' },
  { id: 'INV-1006', customer: 'Margaret Hamilton', amount: 990, status: 'paid' },
  { id: 'INV-1007', customer: 'Tim Berners-Lee', amount: 3120, status: 'overdue' },
  { id: 'INV-1008', customer: 'Barbara Liskov', amount: 675.4, status: 'paid' },
  { id: 'INV-1009', customer: 'Donald Knuth', amount: 1800, status: 'pending' },
  { id: 'INV-1010', customer: 'Radia Perlman', amount: 245.9, status: 'paid' },
  { id: 'INV-1011', customer: 'Ken Thompson', amount: 1330, status: 'overdue' },
  { id: 'INV-1012', customer: 'Frances Allen', amount: 560, status: 'paid' },
];

/** An amount in euros, written the way the page's language writes money. */
export const formatEuros = (amount: number, language: string) =>
  new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency: 'EUR' }).format(amount);

export const statusColor = { paid: 'success', pending: 'warning', overdue: 'error' } as const;
