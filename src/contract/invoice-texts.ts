import type { DeliveryOption } from './cart';
import type { OrderStatus } from './orders';
import type { productColors } from './product-rules';

/**
 * The words of an invoice in each language it is issued in: the dashboard's invoice screen and the PDF the
 * server prints both read them from here, so the two never say different things. (The screen's own
 * controls, its buttons and empty states, are in the web's `invoice` texts.)
 */
export const invoiceLanguages = ['en', 'de', 'fr'] as const;
export type InvoiceLanguage = (typeof invoiceLanguages)[number];

/** The invoice language for a reader's language ('de-AT' -> 'de'); English for any other. */
export function invoiceLanguageOf(language: string | undefined): InvoiceLanguage {
  const code = (language ?? '').slice(0, 2).toLowerCase();
  return invoiceLanguages.find((candidate) => candidate === code) ?? 'en';
}

export interface InvoiceTexts {
  title: string;
  invoiceNumber: string;
  invoiceDate: string;
  orderDate: string;
  paymentDue: string;
  onReceipt: string;
  status: string;
  statuses: Record<OrderStatus, string>;
  seller: string;
  buyer: string;
  email: string;
  phone: string;
  vatId: string;
  columns: {
    index: string;
    product: string;
    size: string;
    color: string;
    quantity: string;
    unitPrice: string;
    amount: string;
  };
  colors: Record<(typeof productColors)[number], string>;
  subtotal: string;
  discount: string;
  discountWithCode: (code: string) => string;
  shipping: (delivery: string) => string;
  deliveries: Record<DeliveryOption, string>;
  total: string;
  payment: string;
  paymentNote: (invoiceNumber: string) => string;
  bankDetails: (bank: string, iban: string, bic: string) => string;
  questions: (email: string) => string;
  thanks: string;
}

export const invoiceTexts: Record<InvoiceLanguage, InvoiceTexts> = {
  en: {
    title: 'Invoice',
    invoiceNumber: 'Invoice number',
    invoiceDate: 'Invoice date',
    orderDate: 'Order date',
    paymentDue: 'Payment due',
    onReceipt: 'On receipt',
    status: 'Status',
    statuses: { placed: 'Placed', shipped: 'Shipped', delivered: 'Delivered', cancelled: 'Cancelled' },
    seller: 'Invoice from',
    buyer: 'Invoice to',
    email: 'Email',
    phone: 'Phone',
    vatId: 'VAT ID',
    columns: {
      index: '#',
      product: 'Product',
      size: 'Size',
      color: 'Colour',
      quantity: 'Qty',
      unitPrice: 'Unit price',
      amount: 'Amount',
    },
    colors: {
      '#00AB55': 'Green',
      '#000000': 'Black',
      '#FFFFFF': 'White',
      '#FFC0CB': 'Pink',
      '#FF4842': 'Red',
      '#1890FF': 'Blue',
      '#94D82D': 'Lime',
      '#FFC107': 'Yellow',
    },
    subtotal: 'Subtotal',
    discount: 'Discount',
    discountWithCode: (code) => `Discount (${code})`,
    shipping: (delivery) => `Shipping (${delivery})`,
    deliveries: { standard: 'Standard delivery', fast: 'Fast delivery' },
    total: 'Total',
    payment: 'Payment',
    paymentNote: (number) =>
      `Please pay the total by bank transfer on receipt of this invoice, quoting invoice number ${number}.`,
    bankDetails: (bank, iban, bic) => `Bank: ${bank} · IBAN ${iban} · BIC ${bic}`,
    questions: (email) => `Questions about this invoice? Write to ${email}.`,
    thanks: 'Thank you for your order!',
  },
  de: {
    title: 'Rechnung',
    invoiceNumber: 'Rechnungsnummer',
    invoiceDate: 'Rechnungsdatum',
    orderDate: 'Bestelldatum',
    paymentDue: 'Zahlbar',
    onReceipt: 'Nach Erhalt',
    status: 'Status',
    statuses: { placed: 'Aufgegeben', shipped: 'Versandt', delivered: 'Zugestellt', cancelled: 'Storniert' },
    seller: 'Rechnungssteller',
    buyer: 'Rechnungsempfänger',
    email: 'E-Mail',
    phone: 'Telefon',
    vatId: 'USt-IdNr.',
    columns: {
      index: 'Pos.',
      product: 'Produkt',
      size: 'Größe',
      color: 'Farbe',
      quantity: 'Menge',
      unitPrice: 'Einzelpreis',
      amount: 'Betrag',
    },
    colors: {
      '#00AB55': 'Grün',
      '#000000': 'Schwarz',
      '#FFFFFF': 'Weiß',
      '#FFC0CB': 'Rosa',
      '#FF4842': 'Rot',
      '#1890FF': 'Blau',
      '#94D82D': 'Hellgrün',
      '#FFC107': 'Gelb',
    },
    subtotal: 'Zwischensumme',
    discount: 'Rabatt',
    discountWithCode: (code) => `Rabatt (${code})`,
    shipping: (delivery) => `Versand (${delivery})`,
    deliveries: { standard: 'Standardversand', fast: 'Expressversand' },
    total: 'Gesamtbetrag',
    payment: 'Zahlung',
    paymentNote: (number) =>
      `Bitte überweisen Sie den Gesamtbetrag nach Erhalt dieser Rechnung per Banküberweisung und geben Sie dabei die Rechnungsnummer ${number} an.`,
    bankDetails: (bank, iban, bic) => `Bank: ${bank} · IBAN ${iban} · BIC ${bic}`,
    questions: (email) => `Fragen zu dieser Rechnung? Schreiben Sie uns an ${email}.`,
    thanks: 'Vielen Dank für Ihre Bestellung!',
  },
  fr: {
    title: 'Facture',
    invoiceNumber: 'Numéro de facture',
    invoiceDate: 'Date de facture',
    orderDate: 'Date de commande',
    paymentDue: 'Paiement',
    onReceipt: 'À réception',
    status: 'Statut',
    statuses: { placed: 'Passée', shipped: 'Expédiée', delivered: 'Livrée', cancelled: 'Annulée' },
    seller: 'Émetteur',
    buyer: 'Destinataire',
    email: 'E-mail',
    phone: 'Téléphone',
    vatId: 'N° TVA',
    columns: {
      index: 'N°',
      product: 'Produit',
      size: 'Taille',
      color: 'Couleur',
      quantity: 'Qté',
      unitPrice: 'Prix unitaire',
      amount: 'Montant',
    },
    colors: {
      '#00AB55': 'Vert',
      '#000000': 'Noir',
      '#FFFFFF': 'Blanc',
      '#FFC0CB': 'Rose',
      '#FF4842': 'Rouge',
      '#1890FF': 'Bleu',
      '#94D82D': 'Vert clair',
      '#FFC107': 'Jaune',
    },
    subtotal: 'Sous-total',
    discount: 'Remise',
    discountWithCode: (code) => `Remise (${code})`,
    shipping: (delivery) => `Livraison (${delivery})`,
    deliveries: { standard: 'Livraison standard', fast: 'Livraison express' },
    total: 'Total',
    payment: 'Paiement',
    paymentNote: (number) =>
      `Merci de régler le total par virement bancaire à réception de cette facture, en indiquant le numéro de facture ${number}.`,
    bankDetails: (bank, iban, bic) => `Banque\u00a0: ${bank} · IBAN ${iban} · BIC ${bic}`,
    questions: (email) => `Une question sur cette facture\u00a0? Écrivez-nous à ${email}.`,
    thanks: 'Merci pour votre commande\u00a0!',
  },
};
