import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { brand } from '@/contract/brand';
import type { NotificationsResponse } from '@/contract/notifications';
import type { OrdersResponse } from '@/contract/orders';
import type { ProductSearchResponse } from '@/contract/product-catalogue';
import type { Product } from '@/contract/products';
import { toSlug } from '@/contract/slug';
import type { AddressBookResponse } from '@/contract/user';
import { pdfText } from '@/server/testing/pdf-text';
import { failOnPageProblems } from './page-problems';
import { apiGet, expectAxeClean, expectNoPageOverflow, shot, signInAsNewMember, useTheme } from './work-area-helpers';

const shopPath = '/dashboard/e-commerce/shop';
const checkoutPath = '/dashboard/e-commerce/checkout';
const productPath = (product: Pick<Product, 'name'>) =>
  `/dashboard/e-commerce/product/${toSlug(product.name)}`;

/** "$1,234.50" or "−$2.40" as a number (the sign is read from the row, not the text). */
const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
const summaryOf = async (page: Page) => ({
  subtotal: money(await page.getByTestId('summary-subtotal').textContent()),
  discount: money(await page.getByTestId('summary-discount').textContent()),
  shipping: money(await page.getByTestId('summary-shipping').textContent()),
  total: money(await page.getByTestId('summary-total').textContent()),
});
const currentStep = (page: Page) =>
  page.getByRole('list', { name: 'Checkout steps' }).locator('[aria-current="step"]');
const lines = (page: Page) => page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
const storedCheckout = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('checkout') ?? 'null'));

async function inStock(page: Page, query = ''): Promise<Product[]> {
  const answer = await apiGet<ProductSearchResponse>(
    page,
    `/api/products/search?inStock=true&pageSize=100${query}`,
  );
  return answer.products;
}

const newAddress = {
  name: 'Morgan Member',
  phone: '+49 30 1234567',
  street: 'Hauptstraße 12',
  city: 'Berlin',
  state: 'Berlin',
  zipCode: '10115',
  country: 'Germany',
};

async function addNewAddress(page: Page) {
  await page.getByRole('button', { name: 'New address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a new address' });
  await dialog.getByLabel('Full name').fill(newAddress.name);
  await dialog.getByLabel('Phone number').fill(newAddress.phone);
  await dialog.getByLabel('Street and house number').fill(newAddress.street);
  await dialog.getByLabel('Town or city').fill(newAddress.city);
  await dialog.getByLabel('State or region').fill(newAddress.state);
  await dialog.getByLabel('Postcode').fill(newAddress.zipCode);
  await dialog.getByRole('combobox', { name: 'Country' }).fill(newAddress.country);
  await page.getByRole('option', { name: newAddress.country, exact: true }).click();
  await dialog.getByRole('button', { name: 'Deliver to this address' }).click();
  await expect(dialog).toBeHidden();
}

/** Puts lines in the cart as the product page does (localStorage `checkout`), at `step`, with a new address chosen. */
async function storeCheckout(page: Page, products: Product[], step: number) {
  await page.evaluate(
    ([items, activeStep, address]) =>
      localStorage.setItem(
        'checkout',
        JSON.stringify({
          activeStep,
          cart: items.map((product) => ({
            id: `${product.id}:${product.sizes[0] ?? ''}:${product.colors[0] ?? ''}`,
            productId: product.id,
            name: product.name,
            cover: product.cover,
            price: product.priceSale ?? product.price,
            quantity: 1,
            size: product.sizes[0] ?? '',
            color: product.colors[0] ?? '',
            available: product.available,
          })),
          billing: activeStep > 1 ? { addressId: null, address } : null,
          delivery: 'standard',
          discountCode: null,
        }),
      ),
    [products, step, newAddress] as const,
  );
}


test.describe('e-commerce checkout', () => {
  failOnPageProblems();

  test('a new member filters the shop, buys two sizes with a new address, WELCOME10 and fast delivery', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAsNewMember(page, shopPath);
    const unreadBefore = (await apiGet<NotificationsResponse>(page, '/api/notifications/list')).notifications.filter(
      (notification) => notification.isUnRead,
    ).length;
    const product = (await inStock(page, '&gender=Women')).find(
      (candidate) => candidate.sizes.length >= 2 && candidate.available >= 5,
    )!;

    // The shop, filtered and searched, leads to the product.
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('checkbox', { name: 'Women', exact: true }).click();
    await expect(page).toHaveURL(/gender=Women/);
    await page.keyboard.press('Escape');
    await page.getByRole('searchbox', { name: 'Search products' }).fill(product.name);
    await expect(page).toHaveURL(/q=/);
    const grid = page.getByRole('region', { name: 'Products' });
    await expect(grid).toHaveAttribute('aria-busy', 'false');
    await grid.getByRole('link', { name: product.name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: product.name })).toBeVisible();

    // Two sizes of it.
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('combobox', { name: 'Size' }).click();
    await page.getByRole('option', { name: product.sizes[1]!, exact: true }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('Cart: 2 items');

    // The cart chip is the way to the checkout.
    await page.getByRole('link', { name: 'Cart: 2 items' }).click();
    await expect(page).toHaveURL(checkoutPath);
    await expect(page).toHaveTitle(`Ecommerce: Checkout | ${brand.productName}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(currentStep(page)).toContainText('Cart');
    await expect(lines(page)).toHaveCount(2);
    await expect(page.getByTestId('cart-items')).toHaveText('(2 items)');
    await expect(lines(page).first().getByRole('link', { name: product.name })).toHaveAttribute(
      'href',
      productPath(product),
    );
    await expect(lines(page).nth(0)).toContainText(`Size ${product.sizes[0]}`);
    await expect(lines(page).nth(1)).toContainText(`Size ${product.sizes[1]}`);

    // A reload keeps the cart and the step.
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect(lines(page)).toHaveCount(2);
    await expect(currentStep(page)).toContainText('Cart');

    // Two of the first size.
    await lines(page).nth(0).getByRole('button', { name: 'More' }).click();
    await expect(lines(page).nth(0).getByTestId('quantity')).toHaveText('2');
    const unit = product.priceSale ?? product.price;
    const subtotal = Math.round(unit * 3 * 100) / 100;
    await expect.poll(async () => (await summaryOf(page)).subtotal).toBe(subtotal);

    // WELCOME10: 10% off, shown and removable.
    await page.getByRole('textbox', { name: 'Discount code' }).fill('welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Code WELCOME10 applied: 10% off')).toBeVisible();
    const discount = Math.round(((subtotal * 10) / 100) * 100) / 100;
    await expect(page.getByText('Discount (WELCOME10)')).toBeVisible();
    await expect.poll(async () => (await summaryOf(page)).discount).toBe(discount);
    await page.getByRole('button', { name: 'Remove code WELCOME10' }).click();
    await expect.poll(async () => (await summaryOf(page)).discount).toBe(0);
    await page.getByRole('textbox', { name: 'Discount code' }).fill('WELCOME10');
    await page.getByRole('textbox', { name: 'Discount code' }).press('Enter');
    await expect.poll(async () => (await summaryOf(page)).discount).toBe(discount);
    await expectAxeClean(page);
    await shot(page, 'checkout-cart-1440');

    // Billing & address: a new member has no saved address yet.
    await page.getByRole('button', { name: 'Check out' }).click();
    await expect(currentStep(page)).toContainText('Billing & address');
    await expect(page.getByText('No saved addresses yet. Add a new address to continue.')).toBeVisible();
    await expect(page.locator(':focus')).toContainText('Your addresses');
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect(currentStep(page)).toContainText('Billing & address');
    await expectAxeClean(page);

    // The new address form holds the contract's rules.
    await page.getByRole('button', { name: 'New address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a new address' });
    await dialog.getByRole('button', { name: 'Deliver to this address' }).click();
    await expect(dialog.getByText('This address field is required')).toHaveCount(4);
    await expectAxeClean(page);
    await shot(page, 'checkout-address-dialog-1440', false);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await addNewAddress(page);

    // Payment: the address, fast delivery, bank transfer, the total.
    await expect(currentStep(page)).toContainText('Payment');
    await expect(page.getByTestId('billing-address')).toContainText(newAddress.name);
    await expect(page.getByTestId('billing-address')).toContainText(
      'Hauptstraße 12, 10115 Berlin, Berlin, Germany',
    );
    await expect(page.getByTestId('payment-method')).toHaveText('Bank transfer on receipt of the invoice');
    await expect(page.getByTestId('summary-shipping')).toHaveText('Free');
    await page.getByRole('radio', { name: /Fast delivery/ }).check();
    await expect(page.getByTestId('summary-shipping')).toHaveText('$2.00');
    const shown = await summaryOf(page);
    expect(shown).toEqual({
      subtotal,
      discount,
      shipping: 2,
      total: Math.round((subtotal - discount + 2) * 100) / 100,
    });
    expect(shown.total).toBeCloseTo(shown.subtotal - shown.discount + shown.shipping, 2);
    await expectAxeClean(page);
    await shot(page, 'checkout-payment-1440');

    // The address's Edit goes back to it; the chosen one is marked.
    await page.getByRole('button', { name: 'Edit address' }).click();
    await expect(currentStep(page)).toContainText('Billing & address');
    const chosen = page.getByRole('article', { name: newAddress.name });
    await expect(chosen).toContainText('Chosen');
    await chosen.getByRole('button', { name: 'Deliver to this address' }).click();
    await expect(currentStep(page)).toContainText('Payment');
    await expect(page.getByRole('radio', { name: /Fast delivery/ })).toBeChecked();

    // Complete order: the order as the server placed it.
    const placed = page.waitForResponse((response) => response.url().endsWith('/api/orders/new'));
    await page.getByRole('button', { name: 'Complete order' }).click();
    const request = (await placed).request().postDataJSON();
    expect(request).toEqual({
      lines: [
        { productId: product.id, size: product.sizes[0], color: product.colors[0] ?? '', quantity: 2 },
        { productId: product.id, size: product.sizes[1], color: product.colors[0] ?? '', quantity: 1 },
      ],
      billing: { address: newAddress },
      delivery: 'fast',
      discountCode: 'WELCOME10',
    });
    await expect(page.getByRole('heading', { level: 2, name: 'Thank you for your purchase!' })).toBeFocused();
    const { orders } = await apiGet<OrdersResponse>(page, '/api/orders');
    const order = orders[0]!;
    expect(order).toMatchObject({
      subtotal,
      discount,
      shipping: 2,
      total: shown.total,
      discountCode: 'WELCOME10',
      delivery: 'fast',
    });
    await expect(page.getByTestId('order-number')).toHaveText(`Your order number is #${order.number}.`);
    // The order_placed notification shows in the header at once, without a reload.
    await expect(page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ })).toHaveAccessibleName(
      `Notifications, ${unreadBefore + 1} unread`,
    );
    await expect(page.getByText(`Total: $${shown.total.toFixed(2)}`)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Checkout steps' })).toHaveCount(0);
    expect(await storedCheckout(page)).toMatchObject({
      activeStep: 0,
      cart: [],
      billing: null,
      discountCode: null,
    });
    // The new address joined the address book.
    const { addressBook } = await apiGet<AddressBookResponse>(page, '/api/user/account/address-book');
    expect(addressBook).toEqual([expect.objectContaining(newAddress)]);
    await expectAxeClean(page);
    await shot(page, 'checkout-complete-1440');

    await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', shopPath);
    await page.getByRole('link', { name: 'View invoice' }).click();
    await expect(page).toHaveURL(`/dashboard/e-commerce/invoice?id=${encodeURIComponent(order.id)}`);

    // The invoice is the order just placed, and its PDF says the same.
    await expect(page.getByRole('heading', { name: `#${order.number}` })).toBeVisible();
    await expect(page.getByText(newAddress.name).first()).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`invoice-${order.number}.pdf`);
    const pdf = fs.readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(`#${order.number}`);
    expect(text).toContain(newAddress.name);
    expect(text).toContain(`$${order.total.toFixed(2)}`);
    expect(text).toContain('WELCOME10');
  });

  test('quantity stays within 1 and the stock; removing the last line shows the empty cart', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsNewMember(page, shopPath);
    const product = (await inStock(page))
      .filter((candidate) => candidate.available >= 2)
      .sort((a, b) => a.available - b.available)[0]!;

    // Buy now: the chosen line, straight to the checkout's cart.
    await page.goto(productPath(product));
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expect(page).toHaveURL(checkoutPath);
    await expect(currentStep(page)).toContainText('Cart');
    await expect(lines(page)).toHaveCount(1);

    const stepper = page.getByRole('group', { name: `Quantity of ${product.name}` });
    const fewer = stepper.getByRole('button', { name: 'Fewer' });
    const more = stepper.getByRole('button', { name: 'More' });
    await expect(stepper.getByTestId('quantity')).toHaveText('1');
    await expect(fewer).toBeDisabled();
    for (let count = 1; count < product.available; count += 1) await more.click();
    await expect(stepper.getByTestId('quantity')).toHaveText(String(product.available));
    await expect(more).toBeDisabled();
    await expect(page.getByTestId('cart-line')).toContainText(`${product.available} available`);
    await fewer.click();
    await expect(stepper.getByTestId('quantity')).toHaveText(String(product.available - 1));
    expect((await storedCheckout(page)).cart[0].quantity).toBe(product.available - 1);
    await expectNoPageOverflow(page);
    await expectAxeClean(page);
    await shot(page, 'checkout-cart-390');

    await page.getByRole('button', { name: new RegExp(`^Remove ${product.name}`) }).click();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    // The keyboard lands on the news, not on the page's start (the button it was on is gone).
    await expect(page.locator(':focus')).toContainText('Your cart is empty');
    await expect(page.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', shopPath);
    await expect(currentStep(page)).toContainText('Cart');
    expect(await storedCheckout(page)).toMatchObject({ activeStep: 0, cart: [], subtotal: 0, total: 0 });
    await expectAxeClean(page);
    await shot(page, 'checkout-empty-390');
  });
});

// These answer a 400 or a 409 on purpose (the browser logs it), so page problems are not checked.
test.describe('e-commerce checkout: refusals', () => {
  test('an expired or unknown code shows why; an order short of stock is refused and the cart kept', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAsNewMember(page, shopPath);
    const product = (await inStock(page, '&sort=priceDesc')).find((candidate) => candidate.available >= 2)!;
    await page.goto(productPath(product));
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expect(lines(page)).toHaveCount(1);

    const code = page.getByRole('textbox', { name: 'Discount code' });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert')).toHaveText('Discount code is required');
    await code.fill('SUMMER15');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert')).toHaveText('This discount code has expired');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('summary-discount')).toHaveText('—');
    await expectAxeClean(page);
    await code.fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert')).toHaveText('This discount code does not exist');

    await page.getByRole('button', { name: 'Check out' }).click();
    await addNewAddress(page);
    await expect(currentStep(page)).toContainText('Payment');

    // Meanwhile the last units go: the admin sets the stock to 0.
    const login = await page.request.post('/api/account/login', {
      data: { email: brand.demoAccount.email, password: brand.demoAccount.password },
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const {
      id,
      name,
      description,
      images,
      code: productCode,
      sku,
      tags,
      gender,
      category,
      colors,
      sizes,
      price,
      priceSale,
      status,
    } = product;
    const update = await page.request.post('/api/products/update', {
      headers: { authorization: `Bearer ${accessToken}` },
      data: {
        productId: id,
        name,
        description,
        images,
        code: productCode,
        sku,
        tags,
        gender,
        category,
        colors,
        sizes,
        price,
        priceSale,
        status,
        available: 0,
      },
    });
    expect(update.status()).toBe(200);

    const refused = page.waitForResponse((response) => response.url().endsWith('/api/orders/new'));
    await page.getByRole('button', { name: 'Complete order' }).click();
    expect((await refused).status()).toBe(409);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Not enough in stock for this order');
    await expect(alert).toContainText('Your cart is kept');
    await expect(currentStep(page)).toContainText('Payment');
    await expect(page.getByRole('button', { name: 'Complete order' })).toBeEnabled();
    await expectAxeClean(page);
    await shot(page, 'checkout-out-of-stock-1440');

    // The cart is kept, and its line now says it is out of stock.
    await alert.getByRole('button', { name: 'Check the cart' }).click();
    await expect(currentStep(page)).toContainText('Cart');
    await expect(lines(page)).toHaveCount(1);
    await expect(page.getByTestId('line-short')).toHaveText('Out of stock');
    const stored = await storedCheckout(page);
    expect(stored.cart).toHaveLength(1);
    expect(stored.cart[0]).toMatchObject({ productId: product.id, quantity: 1, available: 0 });
    expect(stored.billing.address).toEqual(newAddress);
    const { orders } = await apiGet<OrdersResponse>(page, '/api/orders');
    expect(orders).toEqual([]);
  });
});

test.describe('e-commerce checkout: every step in every look', () => {
  failOnPageProblems();

  const looks = [
    { name: '1440-light', width: 1440, mode: 'light', direction: 'ltr', language: 'en' },
    { name: '390-light', width: 390, mode: 'light', direction: 'ltr', language: 'en' },
    { name: '1440-dark-rtl', width: 1440, mode: 'dark', direction: 'rtl', language: 'en' },
    { name: '390-dark-rtl', width: 390, mode: 'dark', direction: 'rtl', language: 'en' },
    { name: '1440-de', width: 1440, mode: 'light', direction: 'ltr', language: 'de' },
    { name: '390-de-dark', width: 390, mode: 'dark', direction: 'ltr', language: 'de' },
    { name: '390-fr', width: 390, mode: 'light', direction: 'ltr', language: 'fr' },
  ] as const;

  for (const look of looks) {
    test(`axe clean, no overflow: ${look.name}`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: look.width, height: 900 });
      await signInAsNewMember(page, shopPath);
      const products = (await inStock(page, '&sort=newest'))
        .filter((candidate) => candidate.sizes.length > 0)
        .slice(0, 2);
      if (look.language !== 'en')
        await page.evaluate((language) => localStorage.setItem('i18nextLng', language), look.language);
      await useTheme(page, look.mode, look.direction);
      const text = (en: string, de: string, fr: string) => ({ en, de, fr })[look.language];
      const ready = [
        text('Continue shopping', 'Weiter einkaufen', 'Continuer mes achats'),
        text('New address', 'Neue Adresse', 'Nouvelle adresse'),
        text('Complete order', 'Bestellung abschließen', 'Valider la commande'),
      ];
      for (const [step, name] of ready.entries()) {
        await storeCheckout(page, products, step);
        await page.goto(checkoutPath);
        await expect(page.getByRole('button', { name }).or(page.getByRole('link', { name }))).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoPageOverflow(page);
        await expectAxeClean(page);
        await shot(page, `checkout-${look.name}-step${step}`);
        if (step === 1) {
          await page.getByRole('button', { name }).click();
          const dialog = page.getByRole('dialog', {
            name: text('Add a new address', 'Neue Adresse hinzufügen', 'Ajouter une nouvelle adresse'),
          });
          await dialog
            .getByRole('button', { name: text('Deliver to this address', 'An diese Adresse liefern', 'Livrer à cette adresse') })
            .click();
          await expect(
            dialog
              .getByText(text('This address field is required', 'Dieses Adressfeld ist erforderlich', 'Ce champ d’adresse est requis'))
              .first(),
          ).toBeVisible();
          await expectAxeClean(page);
          await shot(page, `checkout-${look.name}-dialog`, false);
        }
      }
      if (look.language === 'de') {
        await expect(page).toHaveTitle(`E-Commerce: Kasse | ${brand.productName}`);
        await expect(page.getByTestId('payment-method')).toHaveText('Überweisung nach Erhalt der Rechnung');
      }
      if (look.language === 'fr') {
        await expect(page).toHaveTitle(`E-commerce : Paiement | ${brand.productName}`);
        await expect(page.getByTestId('payment-method')).toHaveText('Virement bancaire à réception de la facture');
      }
      await page.getByRole('button', { name: ready[2] }).click();
      await expect(page.getByTestId('order-complete')).toBeVisible();
      await expectNoPageOverflow(page);
      await expectAxeClean(page);
      await shot(page, `checkout-${look.name}-complete`);

      // The order saved its new address: the next checkout offers it from the address book.
      await storeCheckout(page, products, 1);
      await page.goto(checkoutPath);
      const saved = page.getByRole('article', { name: newAddress.name });
      await expect(
        saved.getByRole('button', { name: text('Deliver to this address', 'An diese Adresse liefern', 'Livrer à cette adresse') }),
      ).toBeVisible();
      await expectNoPageOverflow(page);
      await expectAxeClean(page);
      await shot(page, `checkout-${look.name}-address-book`);
    });
  }
});
