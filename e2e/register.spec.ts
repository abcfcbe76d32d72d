import { expect, test, type Page } from '@playwright/test';
import { brand } from '@/contract/brand';
import { expectNoAxeViolations } from './accessibility';

const uniqueEmail = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function fillRegistration(page: Page, values: { firstName: string; lastName: string; email: string; password: string }) {
  await page.getByLabel('First name').fill(values.firstName);
  await page.getByLabel('Last name').fill(values.lastName);
  await page.getByLabel('Email address').fill(values.email);
  await page.getByLabel('Password', { exact: true }).fill(values.password);
  await page.getByRole('button', { name: 'Register' }).click();
}

test.describe('register', () => {
  test('shows every text of the register screen', async ({ page }) => {
    await page.goto('/auth/register');
    await expect(page).toHaveTitle(`Register | ${brand.productName}`);
    await expect(page.getByRole('heading', { name: 'Join the studio' })).toBeVisible();
    await expect(page.getByText('Create your account to plan shows, answer bookings and keep the shop running with the team.')).toBeVisible();
    await expect(page.getByText(`more effectively with ${brand.productName}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-and-conditions');
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(page.getByText('Already have an account?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  });

  test('shows each validation message', async ({ page }) => {
    await page.goto('/auth/register');
    await page.getByRole('button', { name: 'Register' }).click();
    for (const text of ['First name required', 'Last name required', 'Email is required', 'Password is required']) {
      await expect(page.getByText(text)).toBeVisible();
    }
    await page.getByLabel('First name').fill('A');
    await page.getByLabel('Last name').fill('B'.repeat(51));
    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('five5');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(page.getByText('Too Short!')).toBeVisible();
    await expect(page.getByText('Too Long!')).toBeVisible();
    await expect(page.getByText('Email must be a valid email address')).toBeVisible();
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/auth/register');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('a new account is signed in with role user and lands on the dashboard', async ({ page }) => {
    await page.goto('/auth/register');
    await fillRegistration(page, { firstName: 'Mara', lastName: 'Lindqvist', email: uniqueEmail(), password: 'spotlight-7' });
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    const card = page.getByTestId('account-card');
    await expect(card).toContainText('Mara Lindqvist');
    await expect(card).toContainText('user');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toMatch(/^ey/);

    // Signed in: register sends to the dashboard, the unprotected variant still shows the form.
    await page.goto('/auth/register');
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    await page.goto('/auth/register-unprotected');
    await expect(page.getByRole('heading', { name: 'Join the studio' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
  });

  test('a taken email shows the message above the form and keeps the input', async ({ page }) => {
    await page.goto('/auth/register');
    await fillRegistration(page, { firstName: 'Mara', lastName: 'Lindqvist', email: brand.demoAccount.email, password: 'spotlight-7' });
    await expect(page.getByRole('alert')).toHaveText('There already exists an account with the given email address.');
    await expect(page.getByLabel('First name')).toHaveValue('Mara');
    await expect(page).toHaveURL(/\/auth\/register$/);
  });

  test('is translated', async ({ page }) => {
    await page.goto('/auth/register');
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'de'));
    await page.reload();
    await expect(page.getByRole('button', { name: 'Registrieren' })).toBeVisible();
    await expect(page).toHaveTitle(`Registrieren | ${brand.productName}`);
    await expect(page.getByRole('heading', { name: 'Willkommen im Studio' })).toBeVisible();
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await expect(page.getByText('Vorname erforderlich')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/privacy-policy');
  });

  test('has no accessibility violations at 390 px and 1440 px', async ({ page }) => {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/auth/register');
      await expect(page.getByRole('heading', { name: 'Join the studio' })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});
