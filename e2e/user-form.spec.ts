import { expect, test, type Browser, type Page } from '@playwright/test';
import { brand } from '@/contract/brand';
import { failOnPageProblems } from './page-problems';
import { readServerDatabase } from './server-database';
import { solidPng } from './solid-png';
import { apiPost, expectAxeClean, shot, signInTo, useTheme } from './work-area-helpers';

const newPath = '/dashboard/user/new';
const listPath = '/dashboard/user/list';
const editPath = (username: string) => `/dashboard/user/${username}/edit`;

const userForm = (page: Page, name: 'New user' | 'Edit user') => page.getByRole('form', { name });
const freshEmail = (who: string) =>
  `${who}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const requiredMessages = [
  'Name is required',
  'Email is required',
  'Phone number is required',
  'Country is required',
  'State is required',
  'City is required',
  'Address is required',
  'Company is required',
  'Role is required',
];

interface NewUser {
  name: string;
  email: string;
  city: string;
  role: string;
}

/** Fills the form's details (the photo and switches aside). */
async function fillDetails(page: Page, form: ReturnType<typeof userForm>, user: NewUser) {
  await form.getByLabel('Full name').fill(user.name);
  await form.getByLabel('Email address').fill(user.email);
  await form.getByLabel('Phone number').fill('+49 30 5550 1234');
  await form.getByRole('combobox', { name: 'Country' }).fill('Germany');
  await page.getByRole('option', { name: 'Germany', exact: true }).click();
  await form.getByLabel('State/region').fill('Berlin');
  await form.getByLabel('City').fill(user.city);
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill('Kastanienallee 12');
  await form.getByLabel('Zip/code').fill('10435');
  await form.getByLabel('Company').fill('Northlight Productions');
  await form.getByLabel('Role').fill(user.role);
}

/** The account's id and username, and the set-password link the server put in its own in-app inbox (no SMTP_URL in e2e). */
function createdAccount(email: string): { id: string; username: string; link: string } {
  const [account] = readServerDatabase<{ id: string; username: string }>('select id, username from users where email = ?', [
    email,
  ]);
  expect(account, email).toBeDefined();
  const mails = readServerDatabase<{ subject: string; message: string }>(
    'select subject, message from mails where user_id = ?',
    [account!.id],
  );
  expect(mails.map((mail) => mail.subject)).toEqual(['Set your password']);
  const link = /href="(\/auth\/new-password\?token=[\w-]+)"/.exec(mails[0]!.message)![1]!;
  return { id: account!.id, username: account!.username, link };
}

/** Creates an account through the API as the signed-in admin of `page`; resolves with its id, username and email. */
async function createThroughApi(page: Page, name: string) {
  const email = freshEmail(name.toLowerCase().replace(/\W+/g, '-'));
  const response = await apiPost<{ user: { id: string; username: string } }>(page, '/api/user/manage-users/new', {
    name,
    email,
    phoneNumber: '+33 1 55 50 12 34',
    address: '12 rue des Martyrs',
    country: 'France',
    state: 'Île-de-France',
    city: 'Paris',
    zipCode: '75009',
    company: 'Studio Lumière',
    role: 'Stage Manager',
    avatarUrl: '/images/avatar/7.svg',
    isVerified: true,
  });
  expect(response.status).toBe(200);
  return { id: response.body.user.id, username: response.body.user.username, email };
}

/** The second person: a browser of their own, with the dashboard open after setting the password by the link. */
async function setPasswordByLink(browser: Browser, link: string, password: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password updated')).toBeVisible();
  // Signed in at once: the dashboard's home loads.
  await expect(page).toHaveURL(/\/dashboard\/app$/, { timeout: 20_000 });
  return { context, page };
}

async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('user form', () => {
  failOnPageProblems();

  test('an admin creates a user with a photo; the user sets a password by the link and signs in; the admin edits them', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signInTo(page, newPath);
    await expect(page).toHaveTitle(`User: Create a new user | ${brand.productName}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Create a new user' })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(crumbs.getByRole('link', { name: 'User' })).toHaveAttribute('href', '/dashboard/user');
    await expect(crumbs).toContainText('New user');
    const form = userForm(page, 'New user');
    await expect(form.getByTestId('user-status')).toHaveText('Active');
    // Creating: no ban switch yet (a new account starts active).
    await expect(form.getByRole('switch', { name: 'Banned' })).toHaveCount(0);
    await expect(form.getByText('Allowed *.jpeg, *.jpg, *.png, *.webp, *.gif')).toBeVisible();
    await expect(form.getByText('max size of 3 MB')).toBeVisible();

    // The empty form: the contract's messages under their fields, the first one focused.
    await form.getByRole('button', { name: 'Create user' }).click();
    for (const message of requiredMessages)
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    await expect(form.getByLabel('Full name')).toBeFocused();
    await form.getByLabel('Email address').fill('not-an-email');
    await form.getByRole('button', { name: 'Create user' }).click();
    await expect(form.getByText('Email must be a valid email address')).toBeVisible();
    await shot(page, 'user-form-new-errors-1440-light');
    await expectAxeClean(page);

    // The photo: picked, uploaded at once and shown.
    await page
      .getByTestId('user-avatar-input')
      .setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: solidPng(300, 300, [24, 144, 255]) });
    await expect(form.getByTestId('user-avatar-image')).toHaveAttribute(
      'src',
      /^\/uploads\/[0-9a-f-]{36}\.png$/,
    );
    await expect(form.getByRole('button', { name: 'Replace photo' })).toBeVisible();
    const photo = await form.getByTestId('user-avatar-image').getAttribute('src');

    const user: NewUser = {
      name: 'Noor Haddad',
      email: freshEmail('noor'),
      city: 'Berlin',
      role: 'Floor Manager',
    };
    await fillDetails(page, form, user);
    await form.getByRole('switch', { name: 'Email verified' }).check();
    await expect(form.getByRole('switch', { name: 'Administrator' })).not.toBeChecked();
    await form.getByRole('button', { name: 'Create user' }).click();
    // No SMTP_URL in e2e: the admin learns the link is in an inbox the new user cannot open yet.
    await expect(
      page.getByText(
        "Create success! No SMTP_URL is set, so the link to set the password is in the new user's in-app inbox, which they cannot open before they have a password. Set SMTP_URL to mail such links.",
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(listPath);

    // The new person sets a password through the link in their own inbox, is signed in, and can sign in again.
    const account = createdAccount(user.email);
    const member = await setPasswordByLink(browser, account.link, 'stage-door-42');
    try {
      await expect(member.page.getByTestId('account-card')).toContainText(user.name);
      await member.page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
      await member.page.getByRole('menuitem', { name: 'Logout' }).click();
      await member.page.goto('/auth/login');
      await signInWithForm(member.page, user.email, 'stage-door-42');
      await expect(member.page).toHaveURL(/\/dashboard\/app$/);
      // A member gets the permission-denied state on both form screens.
      await member.page.goto(newPath);
      await expect(member.page.getByRole('heading', { level: 1, name: 'Permission denied' })).toBeVisible();
      await member.page.goto(editPath(account.username));
      await expect(member.page.getByRole('heading', { level: 1, name: 'Permission denied' })).toBeVisible();
      await expect(member.page.getByRole('link', { name: 'Back to your profile' })).toHaveAttribute(
        'href',
        '/dashboard/user/profile',
      );
    } finally {
      await member.context.close();
    }

    // The admin edits them: the form shows the account as saved; the changes persist.
    await page.goto(editPath(account.username));
    await expect(page).toHaveTitle(`User: Edit user | ${brand.productName}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit user' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText(user.name);
    const edit = userForm(page, 'Edit user');
    await expect(edit.getByLabel('Full name')).toHaveValue(user.name);
    await expect(edit.getByLabel('Email address')).toHaveValue(user.email);
    await expect(edit.getByRole('combobox', { name: 'Country' })).toHaveValue('Germany');
    await expect(edit.getByTestId('user-avatar-image')).toHaveAttribute('src', photo!);
    await expect(edit.getByRole('switch', { name: 'Email verified' })).toBeChecked();
    await expect(edit.getByRole('switch', { name: 'Banned' })).not.toBeChecked();
    await edit.getByLabel('City').fill('Hamburg');
    await edit.getByLabel('Role').fill('Head of Casting');
    await edit.getByRole('switch', { name: 'Administrator' }).check();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Update success!')).toBeVisible();
    await expect(page).toHaveURL(editPath(account.username));
    await page.reload();
    await expect(edit.getByLabel('City')).toHaveValue('Hamburg');
    await expect(edit.getByLabel('Role')).toHaveValue('Head of Casting');
    await expect(edit.getByRole('switch', { name: 'Administrator' })).toBeChecked();
    await edit.getByRole('switch', { name: 'Administrator' }).uncheck();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Update success!')).toBeVisible();
    await shot(page, 'user-form-edit-1440-light');
    await expectAxeClean(page);
  });

  test('banning signs the open dashboard out with the banned message at its next request; unbanning lets them in again; deleting signs them out for good', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signInTo(page, listPath);
    await expect(page).toHaveURL(listPath);
    const { username, email } = await createThroughApi(page, 'Sam Banner');
    const member = await setPasswordByLink(browser, createdAccount(email).link, 'stage-door-42');
    try {
      await expect(member.page.getByTestId('account-card')).toContainText('Sam Banner');

      // The admin bans them in the form.
      await page.goto(editPath(username));
      const edit = userForm(page, 'Edit user');
      await expect(edit.getByTestId('user-status')).toHaveText('Active');
      await edit.getByRole('switch', { name: 'Banned' }).check();
      await expect(edit.getByTestId('user-status')).toHaveText('Banned');
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Update success!')).toBeVisible();

      // Their dashboard is still open; its next request is refused, and it shows the sign-in with the reason.
      await member.page.bringToFront();
      const refused = member.page.waitForResponse((response) => response.status() === 403);
      await member.page.getByRole('navigation').getByRole('link', { name: 'Calendar' }).click();
      expect(await (await refused).json()).toEqual({
        message: 'Account is banned',
        code: 'auth.account_banned',
      });
      await expect(
        member.page.getByRole('heading', { name: `Sign in to ${brand.productName}` }),
      ).toBeVisible();
      await expect(member.page.getByRole('alert')).toHaveText('Account is banned');
      expect(await member.page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
      await expectAxeClean(member.page);
      await shot(member.page, 'user-form-banned-sign-in-1440-light');

      // Signing in is refused while banned (the same words, once).
      await signInWithForm(member.page, email, 'stage-door-42');
      await expect(member.page.getByRole('alert')).toHaveText('Account is banned');
      await expect(member.page.getByRole('alert')).toHaveCount(1);

      // Unbanned: they sign in again. The admin's window comes to the front (a window in the background runs no
      // animations, so its last toast would not leave) and its first save's toast has gone, so the second shows.
      await page.bringToFront();
      await expect(page.locator('#notistack-snackbar')).toHaveCount(0, { timeout: 10_000 });
      await edit.getByRole('switch', { name: 'Banned' }).uncheck();
      await expect(edit.getByTestId('user-status')).toHaveText('Active');
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Update success!')).toBeVisible();
      await signInWithForm(member.page, email, 'stage-door-42');
      await expect(
        member.page.getByRole('banner').getByRole('button', { name: 'Account menu' }),
      ).toBeVisible();
      await expect(member.page.getByRole('alert')).toHaveCount(0);

      // The admin deletes them from the list (after the last toast has gone, as above).
      await page.bringToFront();
      await expect(page.locator('#notistack-snackbar')).toHaveCount(0, { timeout: 10_000 });
      await page.goto(listPath);
      await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
      const row = page.getByRole('grid', { name: 'Users' }).locator('[role="row"][data-id]');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Sam Banner');
      await row.getByRole('button', { name: 'more' }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      await page.getByRole('dialog', { name: 'Delete 1 user?' }).getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('User deleted')).toBeVisible();
      await expect(row).toHaveCount(0);

      // Their open dashboard's next request is refused (the token names no account now): it shows the sign-in,
      // without the banned message, and signing in again finds no account.
      await member.page.bringToFront();
      const token = await member.page.evaluate(() => localStorage.getItem('accessToken'));
      const gone = member.page.waitForResponse((response) => response.status() === 401);
      await member.page.getByRole('navigation').getByRole('link', { name: 'Calendar' }).click();
      await gone;
      // The page leaves at once, so what the server answers that token is asked again directly.
      const deletedToken = await member.page.request.get('/api/account/my-account', { headers: { Authorization: `Bearer ${token}` } });
      expect(deletedToken.status()).toBe(401);
      expect(await deletedToken.json()).toEqual({
        message: 'Invalid authorization token',
        code: 'auth.token_invalid',
      });
      await expect(
        member.page.getByRole('heading', { name: `Sign in to ${brand.productName}` }),
      ).toBeVisible();
      await expect(member.page.getByRole('alert')).toHaveCount(0);
      expect(await member.page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
      await signInWithForm(member.page, email, 'stage-door-42');
      await expect(member.page.getByRole('alert')).toHaveText('There is no user corresponding to the email address.');
      await expectAxeClean(member.page);
      await shot(member.page, 'user-form-deleted-sign-in-1440-light');
    } finally {
      await member.context.close();
    }
  });

  test('an admin cannot ban or demote themselves in their own form', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signInTo(page, listPath);
    const [admin] = readServerDatabase<{ username: string }>('select username from users where email = ?', [
      brand.demoAccount.email,
    ]);
    await page.goto(editPath(admin!.username));
    const edit = userForm(page, 'Edit user');
    await expect(edit.getByRole('switch', { name: 'Banned' })).toBeDisabled();
    await expect(edit.getByRole('switch', { name: 'Administrator' })).toBeDisabled();
    await expect(edit.getByRole('switch', { name: 'Administrator' })).toBeChecked();
    await expect(
      edit.getByText('You cannot ban your own account or remove your own administrator role.'),
    ).toHaveCount(2);
    await expect(edit.getByRole('switch', { name: 'Email verified' })).toBeEnabled();
  });

  test('390 and 1440 px, light and dark, right to left, in German and French: readable and axe clean', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInTo(page, listPath);
    const { username } = await createThroughApi(page, 'Élodie Vasseur');
    const looks = [
      { width: 390, mode: 'light', direction: 'ltr', language: 'en' },
      { width: 1440, mode: 'dark', direction: 'ltr', language: 'de' },
      { width: 390, mode: 'dark', direction: 'rtl', language: 'fr' },
      { width: 1440, mode: 'light', direction: 'rtl', language: 'de' },
      { width: 390, mode: 'light', direction: 'ltr', language: 'de' },
      { width: 1440, mode: 'dark', direction: 'ltr', language: 'fr' },
    ] as const;
    const headings = {
      en: { new: 'Create a new user', edit: 'Edit user', create: 'Create user', name: 'Name is required' },
      de: {
        new: 'Neuen Benutzer anlegen',
        edit: 'Benutzer bearbeiten',
        create: 'Benutzer anlegen',
        name: 'Name ist erforderlich',
      },
      fr: {
        new: 'Créer un utilisateur',
        edit: "Modifier l'utilisateur",
        create: "Créer l'utilisateur",
        name: 'Le nom est obligatoire',
      },
    };
    for (const look of looks) {
      const name = `${look.width}-${look.mode}-${look.direction}-${look.language}`;
      const texts = headings[look.language];
      await page.setViewportSize({ width: look.width, height: 900 });
      await page.evaluate((language) => localStorage.setItem('i18nextLng', language), look.language);
      await page.goto(newPath);
      await useTheme(page, look.mode, look.direction);
      await expect(page.getByRole('heading', { level: 1, name: texts.new })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(look.direction);
      await page.getByRole('button', { name: texts.create }).click();
      await expect(page.getByText(texts.name, { exact: true })).toBeVisible();
      await expectAxeClean(page);
      await shot(page, `user-form-new-${name}`);

      await page.goto(editPath(username));
      await expect(page.getByRole('heading', { level: 1, name: texts.edit })).toBeVisible();
      await expect(page.getByTestId('user-avatar-image')).toBeVisible();
      await expectAxeClean(page);
      await shot(page, `user-form-edit-${name}`);
    }
  });
});

test.describe('user form: refusals', () => {
  test('a taken email shows under the field; an unknown account shows not found', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signInTo(page, newPath);
    const form = userForm(page, 'New user');
    await fillDetails(page, form, {
      name: 'Second Demo',
      email: brand.demoAccount.email.toUpperCase(),
      city: 'Berlin',
      role: 'Host',
    });
    await form.getByRole('button', { name: 'Create user' }).click();
    await expect(
      form.getByText('There already exists an account with the given email address.'),
    ).toBeVisible();
    await expect(form.getByLabel('Email address')).toBeFocused();
    await expect(page).toHaveURL(newPath);

    await page.goto(editPath('no-such-user'));
    await expect(page.getByRole('heading', { level: 1, name: 'User not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the user list' })).toHaveAttribute('href', listPath);
    await expect(page).toHaveTitle(`User: Edit user | ${brand.productName}`);
    await expectAxeClean(page);
  });
});
