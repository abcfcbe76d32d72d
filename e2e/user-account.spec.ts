import { expect, test, type Page } from '@playwright/test';
import type { AccountUser } from '@/contract/account';
import { brand } from '@/contract/brand';
import type { Order } from '@/contract/orders';
import type { ProductSearchResponse } from '@/contract/product-catalogue';
import type { AddressBookResponse, CardsResponse } from '@/contract/user';
import { paths } from '@/web/lib/paths';
import { failOnPageProblems } from './page-problems';
import { solidPng } from './solid-png';
import { apiGet, apiPost, expectAxeClean, expectNoPageOverflow, shot, signInAsNewMember, useTheme } from './work-area-helpers';

const accountPath = paths.dashboard.user.account;
const tabPath = (tab: string) => `${accountPath}?tab=${tab}`;

const home = {
  name: 'Morgan Member',
  phone: '+49 30 555 0123',
  street: 'Torstrasse 109',
  city: 'Berlin',
  state: 'Berlin',
  zipCode: '10119',
  country: 'Germany',
};
const office = { ...home, name: 'Morgan at the studio', street: 'Grosse Elbstrasse 145', city: 'Hamburg', state: 'Hamburg', zipCode: '22767' };

const sidebarCard = (page: Page) => page.getByTestId('account-card');
const headerAvatar = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Account menu' }).locator('img');
const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const toast = (page: Page, text: string) => page.locator('#notistack-snackbar').filter({ hasText: text });


async function fillAddress(page: Page, address: typeof home) {
  const dialog = page.getByRole('dialog');
  const labels: [keyof typeof home, string][] = [
    ['name', 'Full name'],
    ['phone', 'Phone number'],
    ['street', 'Street and house number'],
    ['city', 'Town or city'],
    ['state', 'State or region'],
    ['zipCode', 'Postcode'],
  ];
  for (const [field, label] of labels) await dialog.getByLabel(label).fill(address[field]);
  await dialog.getByRole('combobox', { name: 'Country' }).fill(address.country);
  await page.getByRole('option', { name: address.country, exact: true }).click();
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toBeHidden();
}

async function addCard(page: Page, number: string) {
  await page.getByRole('button', { name: 'New card' }).click();
  const dialog = page.getByRole('dialog', { name: 'New card' });
  await dialog.getByLabel('Card number').pressSequentially(number);
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/user/account/cards/new'));
  await dialog.getByRole('button', { name: 'Add card' }).click();
  await expect(dialog).toBeHidden();
  return (await sent).postDataJSON();
}

/** An order of the signed-in member, placed through the API, billed to one of their addresses. */
async function placeOrder(page: Page, addressId: string): Promise<Order> {
  const catalogue = await apiGet<ProductSearchResponse>(page, '/api/products/search?inStock=true&pageSize=50');
  const product = catalogue.products.find((item) => item.available >= 3 && item.sizes.length > 0 && item.colors.length > 0)!;
  const placed = await apiPost<{ order: Order }>(page, '/api/orders/new', {
    lines: [{ productId: product.id, quantity: 1, size: product.sizes[0], color: product.colors[0] }],
    billing: { addressId },
    delivery: 'standard',
  });
  expect(placed.status).toBe(200);
  return placed.body.order;
}

test.describe('account settings', () => {
  failOnPageProblems();

  test('a member edits the General tab: the sidebar card and the header show it at once, and it stays after a reload', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAsNewMember(page, paths.dashboard.app);
    await page.waitForURL('**/dashboard/app');
    // The sidebar's account card leads here.
    await sidebarCard(page).click();
    await page.waitForURL(`**${accountPath}`);
    await expect(page).toHaveTitle(`User: Account Settings | ${brand.productName}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await expect(tab(page, 'General')).toHaveAttribute('aria-selected', 'true');

    const form = page.getByRole('form', { name: 'General account settings' });
    const displayName = form.getByLabel('Display name');
    await expect(displayName).toHaveValue('Morgan Member');
    const email = form.getByLabel('Email address');
    await expect(email).toHaveAttribute('readonly', '');
    await expect(email).toHaveValue(/^member-.*@example\.com$/);

    await displayName.fill('  ');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByText('Display name is required')).toBeVisible();
    await expect(displayName).toBeFocused();

    await displayName.fill('Morgan Q. Member');
    await form.getByLabel('Phone number').fill('+49 30 555 0199');
    await form.getByLabel('Address', { exact: true }).fill('Torstrasse 109');
    await form.getByLabel('Country').fill('Germ');
    await page.getByRole('option', { name: 'Germany' }).click();
    await form.getByLabel('State or region').fill('Berlin');
    await form.getByLabel('City').fill('Berlin');
    await form.getByLabel('Postcode').fill('10119');
    await form.getByLabel('About').fill('Hosts the late show.');
    const publicProfile = form.getByLabel('Public profile');
    await expect(publicProfile).toBeChecked();
    await publicProfile.uncheck();

    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: 'Upload photo' }).click();
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(96, 96, [0, 123, 85]) });
    await expect(form.getByTestId('account-photo').locator('img')).toHaveAttribute('src', /^\/uploads\//);
    const photo = await form.getByTestId('account-photo').locator('img').getAttribute('src');

    // Not saved yet: the header and sidebar still show the account as it was.
    await expect(sidebarCard(page)).toContainText('Morgan Member');
    await expect(headerAvatar(page)).toHaveCount(0);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Your account has been saved')).toBeVisible();
    await expect(sidebarCard(page)).toContainText('Morgan Q. Member');
    await expect(sidebarCard(page).locator('img')).toHaveAttribute('src', photo!);
    await expect(headerAvatar(page)).toHaveAttribute('src', photo!);
    await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    await expect(page.locator('.MuiPopover-paper').getByText('Morgan Q. Member')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(displayName).toHaveValue('Morgan Q. Member');
    await expect(form.getByLabel('Country')).toHaveValue('Germany');
    await expect(form.getByLabel('About')).toHaveValue('Hosts the late show.');
    await expect(publicProfile).not.toBeChecked();
    await expect(sidebarCard(page)).toContainText('Morgan Q. Member');
    const { user } = await apiGet<{ user: AccountUser }>(page, '/api/account/my-account');
    expect(user).toMatchObject({ displayName: 'Morgan Q. Member', photoURL: photo, city: 'Berlin', zipCode: '10119', isPublic: false });
    await expectAxeClean(page);
    await shot(page, 'account-general-1440');
  });

  test('Billing: a masked card number sends only its last four digits; addresses with a default that checkout picks; invoices of real orders', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAsNewMember(page, tabPath('billing'));
    await expect(tab(page, 'Billing')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('No cards saved yet.')).toBeVisible();
    await expect(page.getByText('No saved addresses yet.')).toBeVisible();
    await expect(page.getByText('No invoices yet.', { exact: false })).toBeVisible();

    // The number is masked as typed, checked with Luhn here, and its type follows its first digits.
    await page.getByRole('button', { name: 'New card' }).click();
    const dialog = page.getByRole('dialog', { name: 'New card' });
    const number = dialog.getByLabel('Card number');
    await number.pressSequentially('4242424242424241');
    await expect(number).toHaveValue('4242 4242 4242 4241');
    await expect(dialog.getByRole('radio', { name: 'Visa' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Add card' }).click();
    await expect(dialog.getByText('Card number is invalid')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Mastercard' }).check();
    await dialog.getByRole('button', { name: 'Add card' }).click();
    await expect(dialog.getByText('Card number does not match the card type')).toBeVisible();
    await expectAxeClean(page);
    await shot(page, 'account-new-card-1440', false);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    expect(await addCard(page, '4242424242424242')).toEqual({ last4: '4242', cardType: 'visa' });
    await expect(toast(page, 'Card added')).toBeVisible();
    expect(await addCard(page, '5555 5555 5555 4444')).toEqual({ last4: '4444', cardType: 'master_card' });
    const cards = page.getByTestId('payment-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText('Mastercard');
    await expect(cards.first()).toContainText('**** **** **** 4444');
    await expect(cards.nth(1)).toContainText('**** **** **** 4242');

    await page.getByRole('button', { name: 'Remove card ending in 4242' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this card?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(confirm).toBeHidden();
    await expect(cards).toHaveCount(1);
    const saved = await apiGet<CardsResponse>(page, '/api/user/account/cards');
    expect(saved.cards).toEqual([{ id: expect.any(String), cardNumber: '**** **** **** 4444', cardType: 'master_card' }]);

    // Addresses: the contract's rules, the first one the default, then another made the default.
    await page.getByRole('button', { name: 'New address' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByRole('dialog').getByText('This address field is required')).toHaveCount(4);
    await fillAddress(page, home);
    await expect(toast(page, 'Address added')).toBeVisible();
    const entries = page.getByTestId('address-entry');
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText('Default');
    await page.getByRole('button', { name: 'New address' }).click();
    await fillAddress(page, office);
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(1)).toContainText(office.name);
    await expect(entries.nth(1)).not.toContainText('Default');

    await page.getByRole('button', { name: `Set as default: ${office.name}` }).click();
    await expect(entries.first()).toContainText(office.name);
    await expect(entries.first()).toContainText('Default');
    await expect(entries.nth(1)).not.toContainText('Default');

    await page.getByRole('button', { name: `Edit ${home.name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit address' });
    await expect(edit.getByLabel('Town or city')).toHaveValue(home.city);
    await edit.getByLabel('Town or city').fill('Potsdam');
    await edit.getByRole('button', { name: 'Save address' }).click();
    await expect(edit).toBeHidden();
    await expect(entries.nth(1)).toContainText('Potsdam');

    await page.reload();
    await expect(entries).toHaveCount(2);
    await expect(entries.first()).toContainText(office.name);
    await expect(entries.first()).toContainText('Default');
    const { addressBook } = await apiGet<AddressBookResponse>(page, '/api/user/account/address-book');
    expect(addressBook.map((entry) => [entry.name, entry.isDefault, entry.city])).toEqual([
      [office.name, true, office.city],
      [home.name, false, 'Potsdam'],
    ]);

    // Invoices: the member's real orders, newest first, each leading to its invoice.
    const first = await placeOrder(page, addressBook[1]!.id);
    const latest = await placeOrder(page, addressBook[0]!.id);
    await page.reload();
    const invoices = page.getByTestId('invoice-entry');
    await expect(invoices).toHaveCount(2);
    await expect(invoices.first()).toContainText(`#${latest.number}`);
    await expect(invoices.nth(1)).toContainText(`#${first.number}`);
    await expect(invoices.first()).toContainText(`$${latest.total.toFixed(2)}`);
    await expectAxeClean(page);
    await shot(page, 'account-billing-1440');
    await page.getByRole('link', { name: `View invoice #${first.number}` }).click();
    await page.waitForURL(`**/dashboard/e-commerce/invoice?id=${first.id}`);
    await expect(page.getByText(`#${first.number}`).first()).toBeVisible();

    // Checkout offers the default address, already chosen.
    const product = (await apiGet<ProductSearchResponse>(page, '/api/products/search?inStock=true&pageSize=50')).products.find(
      (item) => item.available >= 3 && item.sizes.length > 0 && item.colors.length > 0,
    )!;
    await page.evaluate((item) => {
      localStorage.setItem(
        'checkout',
        JSON.stringify({
          activeStep: 1,
          cart: [
            {
              id: `${item.id}:${item.sizes[0]}:${item.colors[0]}`,
              productId: item.id,
              name: item.name,
              cover: item.cover,
              price: item.priceSale ?? item.price,
              quantity: 1,
              size: item.sizes[0],
              color: item.colors[0],
              available: item.available,
            },
          ],
          billing: null,
          delivery: 'standard',
          discountCode: null,
        }),
      );
    }, product);
    await page.goto(paths.dashboard.eCommerce.checkout);
    const chosen = page.getByRole('article', { name: office.name });
    await expect(chosen).toContainText('Chosen');
    await expect(page.getByRole('article', { name: home.name })).not.toContainText('Chosen');
  });

  test('Notifications and Social links are saved and kept after a reload', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAsNewMember(page, tabPath('notifications'));
    const follows = page.getByLabel('Email me when someone follows me');
    const comments = page.getByLabel('Email me when someone comments on my article');
    const blog = page.getByLabel('Weekly blog digest');
    await expect(page.getByRole('group', { name: 'Activity' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Application' })).toBeVisible();
    await expect(follows).not.toBeChecked();
    await expect(comments).toBeChecked();
    await follows.check();
    await comments.uncheck();
    await blog.check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Notification settings saved')).toBeVisible();
    await page.reload();
    await expect(follows).toBeChecked();
    await expect(comments).not.toBeChecked();
    await expect(blog).toBeChecked();
    await expectAxeClean(page);
    await shot(page, 'account-notifications-1440');

    // The tab follows the address: Social links.
    await tab(page, 'Social links').click();
    await expect(page).toHaveURL(/\?tab=social$/);
    const facebook = page.getByLabel('Facebook');
    await facebook.fill('http://facebook.com/morgan');
    await page.getByLabel('X (Twitter)').fill('https://evil.example/morgan');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Facebook link must be an https:// address on facebook.com')).toBeVisible();
    await expect(page.getByText('X (Twitter) link must be an https:// address on x.com or twitter.com')).toBeVisible();
    await expect(facebook).toBeFocused();
    await facebook.fill('https://www.facebook.com/morgan.member');
    await page.getByLabel('Instagram').fill('https://instagram.com/morgan');
    await page.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/morgan-member');
    await page.getByLabel('X (Twitter)').fill('https://x.com/morgan');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Social links saved')).toBeVisible();
    await page.reload();
    await expect(tab(page, 'Social links')).toHaveAttribute('aria-selected', 'true');
    await expect(facebook).toHaveValue('https://www.facebook.com/morgan.member');
    await expect(page.getByLabel('LinkedIn')).toHaveValue('https://www.linkedin.com/in/morgan-member');
    await expect(page.getByLabel('X (Twitter)')).toHaveValue('https://x.com/morgan');
    await expectAxeClean(page);
    await shot(page, 'account-social-1440');
  });
});

test.describe('account settings: change password', () => {
  test('checks the form, refuses a wrong old password, signs the other sessions out and takes the new password', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // Only the refused old password may answer an error.
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('400')) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('response', (response) => {
      const expected = response.status() === 400 && response.url().endsWith('/api/account/change-password');
      if (response.status() >= 400 && !expected) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });

    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAsNewMember(page, tabPath('security'));
    const { user } = await apiGet<{ user: AccountUser }>(page, '/api/account/my-account');
    // Another session of the same account, elsewhere.
    const other = await page.request.post('/api/account/login', { data: { email: user.email, password: 'member-secret' } });
    const otherToken = (await other.json()).accessToken as string;

    const form = page.getByRole('form', { name: 'Change password' });
    const oldPassword = form.getByRole('textbox', { name: 'Old password', exact: true });
    const newPassword = form.getByRole('textbox', { name: 'New password', exact: true });
    const confirm = form.getByRole('textbox', { name: 'Confirm new password', exact: true });
    const submit = form.getByRole('button', { name: 'Change password' });
    await submit.click();
    await expect(form.getByText('Old Password is required')).toBeVisible();
    await oldPassword.fill('member-secret');
    await newPassword.fill('short');
    await confirm.fill('shorter');
    await submit.click();
    await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(form.getByText('Passwords must match')).toBeVisible();
    await expectAxeClean(page);
    await shot(page, 'account-password-errors-1440');

    await oldPassword.fill('not-my-password');
    await newPassword.fill('brand-new-secret');
    await confirm.fill('brand-new-secret');
    await submit.click();
    await expect(form.getByText('Old password is incorrect')).toBeVisible();
    await expect(oldPassword).toBeFocused();

    await oldPassword.fill('member-secret');
    await submit.click();
    await expect(toast(page, 'Password changed. Your other sessions have been signed out.')).toBeVisible();
    await expect(oldPassword).toHaveValue('');
    const otherNow = await page.request.get('/api/account/my-account', { headers: { authorization: `Bearer ${otherToken}` } });
    expect(otherNow.status()).toBe(401);
    // This session goes on.
    expect((await apiGet<{ user: AccountUser }>(page, '/api/account/my-account')).user.id).toBe(user.id);

    await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(paths.auth.login);
    await page.getByLabel('Email address').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('brand-new-secret');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test.describe('account settings in every look', () => {
  failOnPageProblems();

  const looks = [
    { name: '1440-light', width: 1440, mode: 'light', direction: 'ltr', language: 'en' },
    { name: '390-light', width: 390, mode: 'light', direction: 'ltr', language: 'en' },
    { name: '1440-dark-rtl', width: 1440, mode: 'dark', direction: 'rtl', language: 'en' },
    { name: '390-dark-rtl', width: 390, mode: 'dark', direction: 'rtl', language: 'en' },
    { name: '1440-de', width: 1440, mode: 'light', direction: 'ltr', language: 'de' },
    { name: '390-fr-dark', width: 390, mode: 'dark', direction: 'ltr', language: 'fr' },
  ] as const;
  const titles = { en: 'User: Account Settings', de: 'Benutzer: Kontoeinstellungen', fr: 'Utilisateur : paramètres du compte' };

  for (const look of looks) {
    test(`every tab is axe clean without sideways scrolling: ${look.name}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: look.width, height: 900 });
      await signInAsNewMember(page, paths.dashboard.app);
      await page.waitForURL('**/dashboard/app');
      // Something in every list: a card, two addresses, an order.
      expect((await apiPost(page, '/api/user/account/cards/new', { last4: '4242', cardType: 'visa' })).status).toBe(200);
      const added = await apiPost<{ address: { id: string } }>(page, '/api/user/account/address-book/new', home);
      expect((await apiPost(page, '/api/user/account/address-book/new', office)).status).toBe(200);
      await placeOrder(page, added.body.address.id);
      if (look.language !== 'en') await page.evaluate((language) => localStorage.setItem('i18nextLng', language), look.language);
      await useTheme(page, look.mode, look.direction);

      for (const name of ['general', 'billing', 'notifications', 'social', 'security']) {
        await page.goto(tabPath(name));
        await expect(page.getByRole('tab', { selected: true })).toBeVisible();
        await expect(page.locator('[role="tabpanel"] .MuiSkeleton-root')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        await expect(page).toHaveTitle(`${titles[look.language]} | ${brand.productName}`);
        await expectNoPageOverflow(page);
        await expectAxeClean(page);
        await shot(page, `account-${look.name}-${name}`);
      }
    });
  }
});
