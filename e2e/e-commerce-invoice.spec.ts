import fs from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { brand } from '@/contract/brand';
import { formatInvoiceDate } from '@/contract/invoice-document';
import { invoiceTexts } from '@/contract/invoice-texts';
import type { Order } from '@/contract/orders';
import type { ProductSearchResponse } from '@/contract/product-catalogue';
import type { Product } from '@/contract/products';
import { pdfText } from '@/server/testing/pdf-text';
import { failOnPageProblems } from './page-problems';
import { apiGet, apiPost, expectAxeClean, shot, signInAsNewMember, useTheme } from './work-area-helpers';

const invoicePath = '/dashboard/e-commerce/invoice';
const address = {
  name: 'Robin Käufer',
  phone: '+49 30 555 0100',
  country: 'Germany',
  state: '',
  city: 'Köln',
  street: 'Hohe Straße 12',
  zipCode: '50667',
};
const dollars = (amount: number) => `$${amount.toFixed(2)}`;
const colorName = (hex: string) =>
  invoiceTexts.en.colors[hex.toUpperCase() as keyof typeof invoiceTexts.en.colors];

/** Two orders of the signed-in member, placed through the API: an older plain one, then one with a code and fast delivery. */
async function placeTwoOrders(page: Page): Promise<{ older: Order; latest: Order }> {
  const catalogue = await apiGet<ProductSearchResponse>(
    page,
    '/api/products/search?inStock=true&pageSize=100',
  );
  const items = catalogue.products.filter(
    (product) =>
      product.available >= 5 &&
      product.sizes.length > 0 &&
      product.colors.length > 0 &&
      colorName(product.colors[0]!),
  );
  const line = (product: Product, quantity: number) => ({
    productId: product.id,
    quantity,
    size: product.sizes[0],
    color: product.colors[0],
  });
  const older = await apiPost<{ order: Order }>(page, '/api/orders/new', {
    lines: [line(items[0]!, 1)],
    billing: { address },
    delivery: 'standard',
  });
  expect(older.status).toBe(200);
  const latest = await apiPost<{ order: Order }>(page, '/api/orders/new', {
    lines: [line(items[1]!, 2), line(items[2]!, 1)],
    billing: { addressId: older.body.order.address.id },
    delivery: 'fast',
    discountCode: 'WELCOME10',
  });
  expect(latest.status).toBe(200);
  return { older: older.body.order, latest: latest.body.order };
}

const sheet = (page: Page) => page.getByRole('article', { name: /^(Invoice|Rechnung|Facture) #\d+$/ });
const cellsOf = (page: Page) =>
  page
    .getByTestId('invoice-lines')
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)),
    );
const totalsOf = (page: Page) =>
  page
    .getByTestId('invoice-totals')
    .locator('dt, dd')
    .evaluateAll((items) => items.map((item) => item.textContent));

async function savedPdf(download: Download): Promise<Buffer> {
  return fs.readFileSync(await download.path());
}

test.describe('e-commerce invoice', () => {
  failOnPageProblems();

  test('no orders: the empty state; then the latest invoice, another order, the PDF and Print', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAsNewMember(page, invoicePath);
    await expect(page).toHaveTitle(`Ecommerce: Invoice | ${brand.productName}`);
    await expect(page.getByRole('heading', { level: 2, name: 'No invoices yet' })).toBeVisible();
    await expect(page.getByText('Your invoices appear here as soon as you place an order.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute(
      'href',
      '/dashboard/e-commerce/shop',
    );
    await expectAxeClean(page);
    await shot(page, 'invoice-empty-1440');

    const { older, latest } = await placeTwoOrders(page);
    await page.reload();
    await expect(sheet(page)).toHaveAccessibleName(`Invoice #${latest.number}`);
    await expect(page).toHaveURL(invoicePath);
    await expect(page.getByTestId('invoice-status')).toHaveText('Placed');
    await expect(page.getByTestId('invoice-seller')).toContainText(
      `${brand.company.name}${brand.company.street}`,
    );
    await expect(page.getByTestId('invoice-seller')).toContainText(`Email: ${brand.company.email}`);
    await expect(page.getByTestId('invoice-buyer')).toHaveText(
      `Invoice to${address.name}${address.street}${address.zipCode} ${address.city}${address.country}Phone: ${address.phone}`,
    );
    expect(await page.getByTestId('invoice-facts').locator('dt, dd').allTextContents()).toEqual([
      'Invoice number',
      `#${latest.number}`,
      'Invoice date',
      formatInvoiceDate(latest.createdAt, 'en'),
      'Order date',
      expect.stringMatching(/^\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/),
      'Payment due',
      'On receipt',
    ]);
    expect(await cellsOf(page)).toEqual(
      latest.lines.map((line, index) => [
        String(index + 1),
        line.name,
        line.size,
        colorName(line.color),
        String(line.quantity),
        dollars(line.price),
        dollars(line.subtotal),
      ]),
    );
    const subtotal = latest.lines.reduce((sum, line) => sum + line.subtotal, 0);
    const discount = Math.round(subtotal * 10) / 100;
    expect(latest.discount).toBeCloseTo(discount, 2);
    expect(await totalsOf(page)).toEqual([
      'Subtotal',
      dollars(subtotal),
      'Discount (WELCOME10)',
      `-${dollars(latest.discount)}`,
      'Shipping (Fast delivery)',
      '$2.00',
      'Total',
      dollars(subtotal - latest.discount + 2),
    ]);
    await expect(page.getByTestId('invoice-payment')).toContainText(
      `Please pay the total by bank transfer on receipt of this invoice, quoting invoice number #${latest.number}.`,
    );
    await expect(page.getByTestId('invoice-payment')).toContainText(
      `Bank: ${brand.company.bank.name} · IBAN ${brand.company.bank.iban} · BIC ${brand.company.bank.bic}`,
    );
    await expectAxeClean(page);
    await shot(page, 'invoice-1440-light');

    // Another order: the picker lists number, date and total of each.
    await page.getByRole('combobox', { name: 'Order' }).click();
    const options = page.getByRole('option');
    await expect(options).toHaveText([
      `#${latest.number} · ${formatInvoiceDate(latest.createdAt, 'en')} · ${dollars(latest.total)}`,
      `#${older.number} · ${formatInvoiceDate(older.createdAt, 'en')} · ${dollars(older.total)}`,
    ]);
    await options.nth(1).click();
    await expect(page).toHaveURL(`${invoicePath}?id=${older.id}`);
    await expect(sheet(page)).toHaveAccessibleName(`Invoice #${older.number}`);
    expect(await cellsOf(page)).toEqual([
      [
        '1',
        older.lines[0]!.name,
        older.lines[0]!.size,
        colorName(older.lines[0]!.color),
        '1',
        dollars(older.lines[0]!.price),
        dollars(older.lines[0]!.price),
      ],
    ]);
    expect(await totalsOf(page)).toEqual([
      'Subtotal',
      dollars(older.subtotal),
      'Shipping (Standard delivery)',
      '$0.00',
      'Total',
      dollars(older.subtotal),
    ]);

    // Download PDF: the file in English, named after the order.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`invoice-${older.number}.pdf`);
    const pdf = await savedPdf(download);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const lines = pdfText(pdf).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Invoice',
        `#${older.number}`,
        'Invoice to',
        address.name,
        'Total',
        dollars(older.total),
      ]),
    );

    // Print: the browser's dialog opens; on paper only the invoice shows.
    await page.evaluate(() => {
      const counted = window as Window & { printed?: number };
      counted.printed = 0;
      window.print = () => {
        counted.printed = (counted.printed ?? 0) + 1;
      };
    });
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as Window & { printed?: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(sheet(page)).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('navigation').first()).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Order' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice' })).toBeHidden();
    const box = await sheet(page).boundingBox();
    expect(box?.x).toBe(0);
    await shot(page, 'invoice-print');
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  });

  test('390 px, dark and RTL, German and French (screen and PDF)', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsNewMember(page, invoicePath);
    const { latest } = await placeTwoOrders(page);
    await page.reload();
    await expect(sheet(page)).toHaveAccessibleName(`Invoice #${latest.number}`);
    // The page never scrolls sideways; the lines do, inside their card.
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.window);
    const table = page.getByRole('region', { name: 'Order lines' });
    expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await expectAxeClean(page);
    await shot(page, 'invoice-390-light');

    await useTheme(page, 'dark', 'rtl');
    await expect(sheet(page)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAxeClean(page);
    await shot(page, 'invoice-390-dark-rtl');
    await page.setViewportSize({ width: 1440, height: 900 });
    await expectAxeClean(page);
    await shot(page, 'invoice-1440-dark-rtl');
    // Paper is white in dark mode too.
    await page.emulateMedia({ media: 'print' });
    await expect(sheet(page)).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await shot(page, 'invoice-print-dark-rtl');
    await page.emulateMedia({ media: 'screen' });

    await useTheme(page, 'light', 'ltr');
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'de'));
    await page.reload();
    await expect(page).toHaveTitle(`E-Commerce: Rechnung | ${brand.productName}`);
    await expect(sheet(page)).toHaveAccessibleName(`Rechnung #${latest.number}`);
    await expect(page.getByTestId('invoice-buyer')).toContainText('Rechnungsempfänger');
    await expect(page.getByTestId('invoice-status')).toHaveText('Aufgegeben');
    await expect(page.getByRole('columnheader')).toHaveText([
      'Pos.',
      'Produkt',
      'Größe',
      'Farbe',
      'Menge',
      'Einzelpreis',
      'Betrag',
    ]);
    await expect(page.getByTestId('invoice-totals')).toContainText('Gesamtbetrag');
    await expectAxeClean(page);
    await shot(page, 'invoice-1440-de');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'PDF herunterladen' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`invoice-${latest.number}.pdf`);
    const pdf = await savedPdf(download);
    if (process.env.SHOTS_DIR) fs.writeFileSync(`${process.env.SHOTS_DIR}/invoice-de.pdf`, pdf);
    const lines = pdfText(pdf).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Rechnung',
        `#${latest.number}`,
        'Rechnungsempfänger',
        'Einzelpreis',
        'Rabatt (WELCOME10)',
        'Versand (Expressversand)',
        'Gesamtbetrag',
      ]),
    );

    // French, at 390 px: the same invoice, its labels and its PDF in French.
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'fr'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page).toHaveTitle(`E-commerce : Facture | ${brand.productName}`);
    await expect(sheet(page)).toHaveAccessibleName(`Facture #${latest.number}`);
    await expect(page.getByTestId('invoice-buyer')).toContainText('Destinataire');
    await expect(page.getByTestId('invoice-status')).toHaveText('Passée');
    await expect(page.getByRole('columnheader')).toHaveText([
      'N°',
      'Produit',
      'Taille',
      'Couleur',
      'Qté',
      'Prix unitaire',
      'Montant',
    ]);
    await expect(page.getByTestId('invoice-totals')).toContainText('Total');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAxeClean(page);
    await shot(page, 'invoice-390-fr');

    const downloadingFr = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger le PDF' }).click();
    const downloadFr = await downloadingFr;
    expect(downloadFr.suggestedFilename()).toBe(`invoice-${latest.number}.pdf`);
    const pdfFr = await savedPdf(downloadFr);
    if (process.env.SHOTS_DIR) fs.writeFileSync(`${process.env.SHOTS_DIR}/invoice-fr.pdf`, pdfFr);
    expect(pdfText(pdfFr).split('\n')).toEqual(
      expect.arrayContaining([
        'Facture',
        `#${latest.number}`,
        'Destinataire',
        'Prix unitaire',
        'Remise (WELCOME10)',
        'Livraison (Livraison express)',
        'Total',
      ]),
    );
  });
});

// These screens answer 404 on purpose (the browser logs it), so page problems are not checked.
test.describe('e-commerce invoice: not found', () => {
  test("an unknown id and another member's order show the not-found state", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // Another member's order.
    const other = await page.request.post('/api/account/register', {
      data: {
        email: `other-${Date.now()}@example.com`,
        password: 'member-secret',
        firstName: 'Other',
        lastName: 'Buyer',
      },
    });
    const token = (await other.json()).accessToken as string;
    const catalogue = await (
      await page.request.get('/api/products/search?inStock=true&pageSize=1', {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    const product: Product = catalogue.products[0];
    const placed = await page.request.post('/api/orders/new', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        lines: [
          {
            productId: product.id,
            quantity: 1,
            size: product.sizes[0] ?? '',
            color: product.colors[0] ?? '',
          },
        ],
        billing: { address },
        delivery: 'standard',
      },
    });
    expect(placed.status()).toBe(200);
    const foreignId = ((await placed.json()).order as Order).id;

    await signInAsNewMember(page, invoicePath);
    for (const id of ['no-such-order', foreignId]) {
      const answer = page.waitForResponse((response) => response.url().includes('/api/orders/order?'));
      await page.goto(`${invoicePath}?id=${encodeURIComponent(id)}`);
      expect((await answer).status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
      await expect(
        page.getByText('None of your orders has this address. It may belong to another account.'),
      ).toBeVisible();
      await expect(page.getByText(address.name)).toHaveCount(0);
    }
    await expectAxeClean(page);
    await shot(page, 'invoice-not-found');
    await page.getByRole('link', { name: 'Show my latest invoice' }).click();
    await expect(page).toHaveURL(invoicePath);
    await expect(page.getByRole('heading', { level: 2, name: 'No invoices yet' })).toBeVisible();
  });
});
