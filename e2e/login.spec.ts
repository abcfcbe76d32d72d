import { expect, test } from '@playwright/test';
import { brand } from '@/contract/brand';
import { expectNoAxeViolations } from './accessibility';
import { reportSecurityPolicyViolations } from './page-problems';

test.describe('login', () => {
  test('shows every text of the login screen', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page).toHaveTitle(`Login | ${brand.productName}`);
    await expect(page.getByText('Hi, Welcome Back')).toBeVisible();
    await expect(page.getByRole('heading', { name: `Sign in to ${brand.productName}` })).toBeVisible();
    await expect(page.getByText('Enter your details below.')).toBeVisible();
    const demo = page.getByRole('note');
    await expect(demo).toContainText(`Use email: ${brand.demoAccount.email} / password: ${brand.demoAccount.password}`);
    await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/reset-password');
    await expect(page.getByText("Don't have an account?")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/auth/register');
    // One verb for signing in: the title, the button, and the public header that leads here.
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  });

  test('validates the fields before sending', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email must be a valid email address')).toBeVisible();
  });

  test('a wrong password shows the message above the form, keeps the email and focuses the emptied password', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('Email address').fill(brand.demoAccount.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong password');
    // The email stays; the password is cleared and has the focus, ready for another try.
    await expect(page.getByLabel('Email address')).toHaveValue(brand.demoAccount.email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/auth/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('signing in shows "Login success", goes to the dashboard and survives a reload', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('Email address').fill(brand.demoAccount.email);
    await page.getByLabel('Password', { exact: true }).fill(brand.demoAccount.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const toast = page.getByText('Login success');
    await expect(toast).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    // The toast sits below the header, never over its buttons.
    const header = await page.getByRole('banner').boundingBox();
    expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await expect(page.getByTestId('account-card')).toContainText(brand.presenter.name);
    await expect(page.getByTestId('account-card')).toContainText('admin');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toMatch(/^ey/);
    await page.reload();
    await expect(page.getByTestId('account-card')).toContainText(brand.presenter.name);
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/dashboard\/app$/);
  });

  test('a guest asking for a dashboard page signs in there and stays on it', async ({ page }) => {
    await page.goto('/dashboard/app?tab=1');
    await expect(page.getByRole('heading', { name: `Sign in to ${brand.productName}` })).toBeVisible();
    await page.getByLabel('Email address').fill(brand.demoAccount.email);
    await page.getByLabel('Password', { exact: true }).fill(brand.demoAccount.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('account-card')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/app\?tab=1$/);
  });

  test('logout clears the session and goes home', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('Email address').fill(brand.demoAccount.email);
    await page.getByLabel('Password', { exact: true }).fill(brand.demoAccount.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Signed in, the app goes on to the dashboard's first screen; a menu open before that closes with the move.
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    // As a person would, once the screen is there (a click while its code still loads can go to a header drawn again).
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await page.goto('/dashboard/app');
    await expect(page.getByRole('heading', { name: `Sign in to ${brand.productName}` })).toBeVisible();
  });

  test('the account menu opens at the first click, even one made while the dashboard is still on its way', async ({
    page,
  }) => {
    await page.goto('/auth/login');
    await page.getByLabel('Email address').fill(brand.demoAccount.email);
    await page.getByLabel('Password', { exact: true }).fill(brand.demoAccount.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // No wait for the screen: the click comes as soon as the header's button is there.
    await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    // And it stays open once the dashboard's own screen has landed (behind the open menu, hidden from the tree).
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard', includeHidden: true })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  });

  test('the page is in the HTML before any script runs, with its title', async ({ request }) => {
    const response = await request.get('/auth/login');
    expect(response.headers()['content-type']).toBe('text/html; charset=UTF-8');
    const html = await response.text();
    expect(html).toContain(`<title>Login | ${brand.productName}</title>`);
    expect(html).toContain(`Sign in to ${brand.productName}</h1>`);
    expect(html).toContain('data-prerendered="/auth/login"');
    // The demo account still uses the demo credentials, so the banner is in the HTML too (no late pop-in).
    expect(html).toMatch(/role="note"[^>]*>/);
    expect(html).toContain(`<strong>${brand.demoAccount.email}</strong>`);
  });

  test.describe('without scripts', () => {
    test.use({ javaScriptEnabled: false });
    test('the form shows but cannot be sent as a plain form', async ({ page }) => {
      await page.goto('/auth/login');
      await expect(page.getByRole('heading', { name: `Sign in to ${brand.productName}` })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
      await expect(page.getByLabel('Email address')).toBeDisabled();
    });
  });

  test('the page adopts its HTML without errors or security-policy violations and works', async ({ page }) => {
    const errors: string[] = [];
    await reportSecurityPolicyViolations(page);
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/auth/login');
    await page.getByLabel('Email address').fill(brand.demoAccount.email);
    await page.getByLabel('Password', { exact: true }).fill(brand.demoAccount.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    expect(errors).toEqual([]);
  });

  test('unknown addresses go to /404', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page).toHaveTitle(`404 Page Not Found | ${brand.productName}`);
  });

  test('has no accessibility violations at 390 px and 1440 px', async ({ page }) => {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/auth/login');
      await expect(page.getByRole('heading', { name: `Sign in to ${brand.productName}` })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});
