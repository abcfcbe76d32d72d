import { expect, test, type Page } from '@playwright/test';
import { brand } from '@/contract/brand';
import type { ProductSearchResponse } from '@/contract/product-catalogue';
import { failOnPageProblems } from './page-problems';
import { apiGet, apiPost, expectAxeClean, expectNoPageOverflow, shot, signInAsNewMember, signInTo, useTheme } from './work-area-helpers';

const codesPath = '/dashboard/e-commerce/discount-codes';
const checkoutPath = '/dashboard/e-commerce/checkout';

const codesTable = (page: Page) => page.getByRole('main').getByRole('table');
const rowOf = (page: Page, code: string) => codesTable(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: code, exact: true }) });

/** One product in the cart at its first step, as the product page leaves it (localStorage `checkout`). */
async function cartWithOneProduct(page: Page) {
  const { products } = await apiGet<ProductSearchResponse>(page, '/api/products/search?inStock=true&pageSize=1&sort=priceDesc');
  const product = products[0]!;
  await page.evaluate((item) => {
    localStorage.setItem(
      'checkout',
      JSON.stringify({
        activeStep: 0,
        cart: [
          {
            id: `${item.id}:${item.sizes[0] ?? ''}:${item.colors[0] ?? ''}`,
            productId: item.id,
            name: item.name,
            cover: item.cover,
            price: item.priceSale ?? item.price,
            quantity: 1,
            size: item.sizes[0] ?? '',
            color: item.colors[0] ?? '',
            available: item.available,
          },
        ],
        billing: null,
        delivery: 'standard',
        discountCode: null,
      }),
    );
  }, product);
}

async function applyAtCheckout(page: Page, code: string) {
  await page.goto(checkoutPath);
  const field = page.getByRole('textbox', { name: 'Discount code' });
  await field.fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
}

test.describe('e-commerce discount codes', () => {
  failOnPageProblems();

  test('an admin creates a code, edits it, uses it at checkout and deletes it', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInTo(page, codesPath);
    await expect(page).toHaveTitle(`Ecommerce: Discount Codes | ${brand.productName}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Discount codes' })).toBeVisible();

    // The seeded codes, with what they take off and the expired one marked.
    await expect(rowOf(page, 'WELCOME10')).toContainText('10% off');
    await expect(rowOf(page, 'TOUR5')).toContainText('$5.00 off');
    await expect(rowOf(page, 'FANCLUB20')).toContainText('Never');
    await expect(rowOf(page, 'SUMMER15')).toContainText('Expired');
    await expect(rowOf(page, 'WELCOME10')).not.toContainText('Expired');
    await expect(page.getByRole('region', { name: 'Discount codes' })).toBeVisible();
    await expectAxeClean(page);
    await shot(page, 'discount-codes-1440-light');

    // The empty form: the contract's messages under their fields.
    await page.getByRole('button', { name: 'New code' }).click();
    const dialog = page.getByRole('dialog', { name: 'New discount code' });
    await dialog.getByRole('button', { name: 'Create code' }).click();
    await expect(dialog.getByText('Code must be 3 to 20 letters A-Z or digits', { exact: true })).toBeVisible();
    await expect(dialog.getByText('A percentage must be a whole number from 1 to 100', { exact: true })).toBeVisible();
    await expectAxeClean(page);
    await shot(page, 'discount-codes-dialog-errors-1440-light', false);

    // A new code, typed in lower case, stored in upper case.
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill(code.toLowerCase());
    await dialog.getByLabel('Percentage off').fill('30');
    await dialog.getByLabel('Last valid day').fill('2099-12-31');
    await dialog.getByRole('button', { name: 'Create code' }).click();
    await expect(page.getByText(`Code ${code} created`)).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = rowOf(page, code);
    await expect(row).toContainText('30% off');
    await expect(row).toContainText('31 December 2099');
    await expect(row.getByRole('cell').nth(2)).toHaveText('0');

    // Edit: a fixed amount, never expiring.
    await row.getByRole('button', { name: `Edit ${code}` }).click();
    const editDialog = page.getByRole('dialog', { name: `Edit ${code}` });
    await expect(editDialog.getByRole('textbox', { name: 'Code', exact: true })).toHaveValue(code);
    await expect(editDialog.getByLabel('Percentage off')).toHaveValue('30');
    await editDialog.getByRole('radio', { name: 'Fixed amount' }).check();
    await editDialog.getByLabel('Amount off').fill('4');
    await editDialog.getByLabel('Last valid day').fill('');
    await expectAxeClean(page);
    await shot(page, 'discount-codes-dialog-edit-1440-light', false);
    await editDialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`Code ${code} saved`)).toBeVisible();
    await expect(row).toContainText('$4.00 off');
    await expect(row).toContainText('Never');

    // Checkout takes it.
    await cartWithOneProduct(page);
    await applyAtCheckout(page, code.toLowerCase());
    await expect(page.getByText(`Code ${code} applied: $4.00 off`)).toBeVisible();
    await expect(page.getByText(`Discount (${code})`)).toBeVisible();
    await expect(page.getByTestId('summary-discount')).toContainText('4.00');

    // Delete, after asking; checkout no longer knows it.
    await page.goto(codesPath);
    await rowOf(page, code).getByRole('button', { name: `Delete ${code}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete discount code?' });
    await expect(confirm).toContainText(`“${code}” will no longer be accepted at checkout`);
    await expectAxeClean(page);
    await shot(page, 'discount-codes-delete-1440-light', false);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Code ${code} deleted`)).toBeVisible();
    await expect(rowOf(page, code)).toHaveCount(0);
    await expect(rowOf(page, 'WELCOME10')).toHaveCount(1);
  });

  test('a member sees permission denied and asks for no codes', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/orders/discount-codes')) asked.push(request.url());
    });
    await signInAsNewMember(page, codesPath);
    await expect(page).toHaveTitle(`Ecommerce: Discount Codes | ${brand.productName}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Permission denied' })).toBeVisible();
    await expect(page.getByText('Only admins can manage discount codes.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to shop' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'New code' })).toHaveCount(0);
    await expectAxeClean(page);
    await shot(page, 'discount-codes-denied-1440-light');
    expect(asked).toEqual([]);
  });
});

// These answer a 409 or a 400 on purpose (the browser logs it), so page problems are not checked.
test.describe('e-commerce discount codes: refusals', () => {
  test('the same code again is refused in the dialog; a deleted code is refused at checkout', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInTo(page, codesPath);
    const code = `DUP${Date.now().toString(36).toUpperCase()}`;
    expect((await apiPost(page, '/api/orders/discount-codes/new', { code, kind: 'amount', value: 3 })).status).toBe(200);
    await page.reload();
    await expect(rowOf(page, code)).toContainText('$3.00 off');

    await page.getByRole('button', { name: 'New code' }).click();
    const dialog = page.getByRole('dialog', { name: 'New discount code' });
    await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill(code.toLowerCase());
    await dialog.getByLabel('Percentage off').fill('5');
    await dialog.getByRole('button', { name: 'Create code' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('A discount code with this name already exists');
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, code)).toContainText('$3.00 off');

    await rowOf(page, code).getByRole('button', { name: `Delete ${code}` }).click();
    await page.getByRole('dialog', { name: 'Delete discount code?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(rowOf(page, code)).toHaveCount(0);
    await cartWithOneProduct(page);
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/orders/discount'));
    await applyAtCheckout(page, code);
    expect((await refused).status()).toBe(400);
    await expect(page.getByRole('alert')).toHaveText('This discount code does not exist');
  });
});

test.describe('e-commerce discount codes: every look', () => {
  failOnPageProblems();

  const texts = {
    en: { heading: 'Discount codes', newCode: 'New code', dialog: 'New discount code', create: 'Create code', codeError: 'Code must be 3 to 20 letters A-Z or digits', expired: 'Expired' },
    de: { heading: 'Rabattcodes', newCode: 'Neuer Code', dialog: 'Neuer Rabattcode', create: 'Code anlegen', codeError: 'Der Code muss aus 3 bis 20 Buchstaben A–Z oder Ziffern bestehen', expired: 'Abgelaufen' },
    fr: { heading: 'Codes de réduction', newCode: 'Nouveau code', dialog: 'Nouveau code de réduction', create: 'Créer le code', codeError: 'Le code doit comporter de 3 à 20 lettres A–Z ou chiffres', expired: 'Expiré' },
  } as const;
  const looks = [
    { name: '390-light', width: 390, mode: 'light', direction: 'ltr', language: 'en' },
    { name: '1440-dark-rtl', width: 1440, mode: 'dark', direction: 'rtl', language: 'en' },
    { name: '390-dark-rtl', width: 390, mode: 'dark', direction: 'rtl', language: 'en' },
    { name: '1440-de', width: 1440, mode: 'light', direction: 'ltr', language: 'de' },
    { name: '390-de-dark', width: 390, mode: 'dark', direction: 'ltr', language: 'de' },
    { name: '1440-fr-dark', width: 1440, mode: 'dark', direction: 'ltr', language: 'fr' },
    { name: '390-fr', width: 390, mode: 'light', direction: 'ltr', language: 'fr' },
  ] as const;

  for (const look of looks) {
    test(`axe clean, no overflow: ${look.name}`, async ({ page }) => {
      test.setTimeout(90_000);
      const text = texts[look.language];
      await page.setViewportSize({ width: look.width, height: 900 });
      await signInTo(page, '/dashboard/app');
      await page.waitForURL(/\/dashboard\/app$/);
      if (look.language !== 'en')
        await page.evaluate((language) => localStorage.setItem('i18nextLng', language), look.language);
      await page.goto(codesPath);
      await useTheme(page, look.mode, look.direction);
      await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
      await expect(rowOf(page, 'SUMMER15')).toContainText(text.expired);
      await page.waitForLoadState('networkidle');
      await expectNoPageOverflow(page);
      await expectAxeClean(page);
      await shot(page, `discount-codes-${look.name}`);

      await page.getByRole('button', { name: text.newCode }).click();
      const dialog = page.getByRole('dialog', { name: text.dialog });
      await dialog.getByRole('button', { name: text.create }).click();
      await expect(dialog.getByText(text.codeError, { exact: true })).toBeVisible();
      await expectNoPageOverflow(page);
      await expectAxeClean(page);
      await shot(page, `discount-codes-${look.name}-dialog`, false);
    });
  }
});
