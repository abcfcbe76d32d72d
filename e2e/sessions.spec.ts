import { expect, test, type Browser, type Page } from '@playwright/test';

// Two browsers (two contexts: separate storage, like a laptop and a phone) signed in to one account.

async function newMember(browser: Browser) {
  const email = `sessions-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'member-secret';
  const context = await browser.newContext();
  const registered = await context.request.post('/api/account/register', {
    data: { email, password, firstName: 'Sam', lastName: 'Sessions' },
  });
  expect(registered.status()).toBe(200);
  await context.close();
  return { email, password };
}

async function signedInBrowser(browser: Browser, { email, password }: { email: string; password: string }) {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/auth/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
  return page;
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));
const accountMenu = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Account menu' });

test.describe('sessions', () => {
  test('logout in one browser ends that session on the server, and only that one', async ({ browser }) => {
    const member = await newMember(browser);
    const laptop = await signedInBrowser(browser, member);
    const phone = await signedInBrowser(browser, member);
    const laptopToken = await storedToken(laptop);
    expect(laptopToken).toBeTruthy();

    await accountMenu(laptop).click();
    await laptop.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(laptop).toHaveURL(/\/$/);
    expect(await storedToken(laptop)).toBeNull();
    // The token a thief might have copied before the logout no longer works.
    const reused = await laptop.request.get('/api/account/my-account', { headers: { authorization: `Bearer ${laptopToken}` } });
    expect(reused.status()).toBe(401);
    expect(await reused.json()).toEqual({ message: 'Invalid authorization token', code: 'auth.token_invalid' });

    await phone.reload();
    await expect(accountMenu(phone)).toBeVisible();
    await phone.goto('/dashboard/app');
    await expect(phone).toHaveURL(/\/dashboard\/app$/);
    await expect(accountMenu(phone)).toBeVisible();
  });

  test('a password change in one browser signs the other one out', async ({ browser }) => {
    const member = await newMember(browser);
    const laptop = await signedInBrowser(browser, member);
    const phone = await signedInBrowser(browser, member);

    const changed = await laptop.request.post('/api/account/change-password', {
      headers: { authorization: `Bearer ${await storedToken(laptop)}` },
      data: { oldPassword: member.password, newPassword: 'a much better secret' },
    });
    expect(changed.status()).toBe(200);

    // The dashboard shows the login screen in place of the page (and the page again after signing in).
    await phone.goto('/dashboard/calendar');
    await expect(phone.getByLabel('Email address')).toBeVisible();
    await expect(accountMenu(phone)).toHaveCount(0);
    expect(await storedToken(phone)).toBeNull();
    await phone.getByLabel('Email address').fill(member.email);
    await phone.getByLabel('Password', { exact: true }).fill('a much better secret');
    await phone.getByRole('button', { name: 'Sign in' }).click();
    await expect(accountMenu(phone)).toBeVisible();
    await expect(phone).toHaveURL(/\/dashboard\/calendar$/);

    await laptop.goto('/dashboard/calendar');
    await expect(laptop).toHaveURL(/\/dashboard\/calendar$/);
    await expect(accountMenu(laptop)).toBeVisible();
  });
});
