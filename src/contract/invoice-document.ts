import { brand } from './brand';
import { invoiceTexts, type InvoiceLanguage, type InvoiceTexts } from './invoice-texts';
import { formatPrice } from './money';
import type { Order, OrderStatus } from './orders';

/**
 * An order's invoice as it reads, every value formatted in one language: the dashboard's invoice screen and
 * the server's PDF both lay out this one model, so they show the same words, numbers and dates.
 */
export interface InvoiceDocument {
  language: InvoiceLanguage;
  texts: InvoiceTexts;
  /** '#1001': the order's number is the invoice's. */
  number: string;
  fileName: string;
  status: { value: OrderStatus; label: string; tone: InvoiceTone };
  /** Invoice number, dates and when payment is due, each with its label. */
  facts: InvoiceFact[];
  seller: InvoiceParty;
  buyer: InvoiceParty;
  lines: InvoiceLineRow[];
  /** Subtotal, discount (when one was taken off), shipping and, last, the total. */
  totals: InvoiceFact[];
  paymentNote: string;
  /** The seller's bank account to pay into. */
  bankDetails: string;
  questions: string;
}

export interface InvoiceFact {
  label: string;
  value: string;
}

export interface InvoiceParty {
  heading: string;
  /** The name first, then the address and contact lines. */
  name: string;
  lines: string[];
}

export interface InvoiceLineRow {
  position: string;
  name: string;
  size: string;
  /** The colour's name (or its code when the shop has no name for it), and its code for a swatch. */
  color: { name: string; hex: string | null };
  quantity: string;
  unitPrice: string;
  amount: string;
}

/** How a status label is coloured (a palette colour on the screen, its print shade in the PDF). */
export type InvoiceTone = 'info' | 'warning' | 'success' | 'error';
export const invoiceStatusTones: Record<OrderStatus, InvoiceTone> = {
  placed: 'info',
  shipped: 'warning',
  delivered: 'success',
  cancelled: 'error',
};

/** What an empty size or colour shows. */
const NONE = '–';

/** How an invoice (and order) number reads: '#1001'. */
export const invoiceNumberOf = (number: number) => `#${number}`;

/** The name the downloaded PDF of order number `number` is saved under. */
export const invoiceFileName = (number: number) => `invoice-${number}.pdf`;

const dateLocales: Record<InvoiceLanguage, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR' };

/** The day of `iso` in the seller's calendar, e.g. "05 May 2026", "05. Mai 2026", "05 mai 2026". */
export function formatInvoiceDate(iso: string, language: InvoiceLanguage): string {
  return new Intl.DateTimeFormat(dateLocales[language], {
    day: '2-digit',
    month: 'long',
    year: 'numeric',
    timeZone: brand.company.timeZone,
  }).format(new Date(iso));
}

/** The day and time of `iso` in the seller's time zone, e.g. "05 May 2026, 14:03". */
export function formatInvoiceDateTime(iso: string, language: InvoiceLanguage): string {
  return new Intl.DateTimeFormat(dateLocales[language], {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: brand.company.timeZone,
  }).format(new Date(iso));
}

function countryName(code: string, language: InvoiceLanguage, fallback: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? fallback;
  } catch {
    return fallback;
  }
}

function seller(texts: InvoiceTexts, language: InvoiceLanguage): InvoiceParty {
  const { company } = brand;
  return {
    heading: texts.seller,
    name: company.name,
    lines: [
      company.street,
      `${company.postalCode} ${company.city}`,
      countryName(company.countryCode, language, company.country),
      `${texts.email}: ${company.email}`,
      `${texts.vatId}: ${company.vatId}`,
    ],
  };
}

function buyer(texts: InvoiceTexts, address: Order['address']): InvoiceParty {
  const place = [address.zipCode, address.city].filter(Boolean).join(' ');
  return {
    heading: texts.buyer,
    name: address.name,
    lines: [
      address.street,
      place,
      address.state,
      address.country,
      address.phone ? `${texts.phone}: ${address.phone}` : '',
    ].filter((line) => line.trim() !== ''),
  };
}

function colorOf(texts: InvoiceTexts, color: string): InvoiceLineRow['color'] {
  if (!color) return { name: NONE, hex: null };
  const hex = color.toUpperCase();
  return { name: texts.colors[hex as keyof InvoiceTexts['colors']] ?? hex, hex };
}

/** The invoice of `order` in `language`. */
export function invoiceDocument(order: Order, language: InvoiceLanguage): InvoiceDocument {
  const texts = invoiceTexts[language];
  const money = (amount: number) => formatPrice(amount, language);
  const number = invoiceNumberOf(order.number);
  const totals: InvoiceFact[] = [{ label: texts.subtotal, value: money(order.subtotal) }];
  if (order.discount > 0 || order.discountCode)
    totals.push({
      label: order.discountCode ? texts.discountWithCode(order.discountCode) : texts.discount,
      value: money(-order.discount),
    });
  totals.push(
    { label: texts.shipping(texts.deliveries[order.delivery]), value: money(order.shipping) },
    { label: texts.total, value: money(order.total) },
  );
  return {
    language,
    texts,
    number,
    fileName: invoiceFileName(order.number),
    status: {
      value: order.status,
      label: texts.statuses[order.status],
      tone: invoiceStatusTones[order.status],
    },
    facts: [
      { label: texts.invoiceNumber, value: number },
      { label: texts.invoiceDate, value: formatInvoiceDate(order.createdAt, language) },
      { label: texts.orderDate, value: formatInvoiceDateTime(order.createdAt, language) },
      { label: texts.paymentDue, value: texts.onReceipt },
    ],
    seller: seller(texts, language),
    buyer: buyer(texts, order.address),
    lines: order.lines.map((line, index) => ({
      position: String(index + 1),
      name: line.name,
      size: line.size || NONE,
      color: colorOf(texts, line.color),
      quantity: String(line.quantity),
      unitPrice: money(line.price),
      amount: money(line.subtotal),
    })),
    totals,
    paymentNote: texts.paymentNote(number),
    bankDetails: texts.bankDetails(brand.company.bank.name, brand.company.bank.iban, brand.company.bank.bic),
    questions: texts.questions(brand.company.email),
  };
}
