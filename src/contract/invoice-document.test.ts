import { describe, expect, it } from 'vitest';
import { brand } from './brand';
import { invoiceDocument } from './invoice-document';
import { invoiceLanguageOf, invoiceTexts } from './invoice-texts';
import type { Order } from './orders';

const order: Order = {
  id: 'order-1',
  number: 1007,
  lines: [
    {
      productId: 'p1',
      name: 'Stage Sneaker',
      cover: '',
      size: '9',
      color: '#00ab55',
      quantity: 2,
      price: 20,
      subtotal: 40,
    },
    {
      productId: 'p2',
      name: 'Tote',
      cover: '',
      size: '',
      color: '',
      quantity: 1,
      price: 1234.5,
      subtotal: 1234.5,
    },
  ],
  subtotal: 1274.5,
  discount: 5,
  discountCode: 'TOUR5',
  shipping: 2,
  delivery: 'fast',
  total: 1271.5,
  status: 'delivered',
  address: {
    id: 'a1',
    name: 'Ada Buyer',
    phone: '',
    country: 'France',
    state: '',
    city: 'Lyon',
    street: '2 Rue du Théâtre',
    zipCode: '69001',
  },
  // 23:30 UTC is already the next day in Berlin: the invoice is dated by the seller's calendar.
  createdAt: '2026-03-14T23:30:00.000Z',
};

describe('invoiceDocument', () => {
  it('formats every value of the order in the language asked for', () => {
    const invoice = invoiceDocument(order, 'de');
    expect(invoice.number).toBe('#1007');
    expect(invoice.fileName).toBe('invoice-1007.pdf');
    expect(invoice.status).toEqual({ value: 'delivered', label: 'Zugestellt', tone: 'success' });
    expect(invoice.facts).toEqual([
      { label: 'Rechnungsnummer', value: '#1007' },
      { label: 'Rechnungsdatum', value: '15. März 2026' },
      { label: 'Bestelldatum', value: expect.stringMatching(/^15\. März 2026,? 00:30$/) },
      { label: 'Zahlbar', value: 'Nach Erhalt' },
    ]);
    expect(invoice.lines).toEqual([
      {
        position: '1',
        name: 'Stage Sneaker',
        size: '9',
        color: { name: 'Grün', hex: '#00AB55' },
        quantity: '2',
        unitPrice: '20,00\u00a0$',
        amount: '40,00\u00a0$',
      },
      {
        position: '2',
        name: 'Tote',
        size: '–',
        color: { name: '–', hex: null },
        quantity: '1',
        unitPrice: '1.234,50\u00a0$',
        amount: '1.234,50\u00a0$',
      },
    ]);
    expect(invoice.totals).toEqual([
      { label: 'Zwischensumme', value: '1.274,50\u00a0$' },
      { label: 'Rabatt (TOUR5)', value: '-5,00\u00a0$' },
      { label: 'Versand (Expressversand)', value: '2,00\u00a0$' },
      { label: 'Gesamtbetrag', value: '1.271,50\u00a0$' },
    ]);
    expect(invoice.paymentNote).toContain('Rechnungsnummer #1007');
    expect(invoice.bankDetails).toBe(
      `Bank: ${brand.company.bank.name} · IBAN ${brand.company.bank.iban} · BIC ${brand.company.bank.bic}`,
    );
  });

  it('names the seller from the brand and the buyer from the billing address, without empty lines', () => {
    const invoice = invoiceDocument(order, 'en');
    expect(invoice.seller).toEqual({
      heading: 'Invoice from',
      name: brand.company.name,
      lines: [
        brand.company.street,
        `${brand.company.postalCode} ${brand.company.city}`,
        'Germany',
        `Email: ${brand.company.email}`,
        `VAT ID: ${brand.company.vatId}`,
      ],
    });
    expect(invoice.buyer).toEqual({
      heading: 'Invoice to',
      name: 'Ada Buyer',
      lines: ['2 Rue du Théâtre', '69001 Lyon', 'France'],
    });
    expect(invoiceDocument(order, 'fr').seller.lines[2]).toBe('Allemagne');
  });

  it('leaves the discount out when none was taken off', () => {
    const invoice = invoiceDocument(
      { ...order, discount: 0, discountCode: null, delivery: 'standard', shipping: 0 },
      'en',
    );
    expect(invoice.totals.map((total) => total.label)).toEqual([
      'Subtotal',
      'Shipping (Standard delivery)',
      'Total',
    ]);
  });
});

describe('invoice texts', () => {
  it('exist in every language with the same keys', () => {
    const keys = (language: keyof typeof invoiceTexts) => Object.keys(invoiceTexts[language]).sort();
    expect(keys('de')).toEqual(keys('en'));
    expect(keys('fr')).toEqual(keys('en'));
  });

  it('are picked by the reader language, English for any other', () => {
    expect(invoiceLanguageOf('de-AT')).toBe('de');
    expect(invoiceLanguageOf('fr')).toBe('fr');
    expect(invoiceLanguageOf('es')).toBe('en');
    expect(invoiceLanguageOf(undefined)).toBe('en');
  });
});
