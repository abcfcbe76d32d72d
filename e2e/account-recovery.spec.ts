import { expect, test, type APIRequestContext } from '@playwright/test';
import { brand } from '@/contract/brand';
import type { Mail } from '@/contract/mail';
import { expectNoAxeViolations } from './accessibility';

const demo = brand.demoAccount;

async function signIn(request: APIRequestContext, password: string): Promise<string | null> {
  const response = await request.post('/api/account/login', { data: { email: demo.email, password } });
  return response.ok() ? ((await response.json()).accessToken as string) : null;
}

async function resetMails(request: APIRequestContext, token: string): Promise<Mail[]> {
  const response = await request.get('/api/mail/mails', {
    params: { systemLabel: 'inbox' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const { mails } = (await response.json()) as { mails: Mail[] };
  return mails.filter((mail) => mail.subject === 'Reset your password');
}

/** Waits for a reset mail the admin's inbox did not hold before (the inbox lists newest first). */
async function nextResetMail(request: APIRequestContext, token: string, known: Set<string>): Promise<Mail> {
  let fresh: Mail | undefined;
  await expect(async () => {
    fresh = (await resetMails(request, token)).find((mail) => !known.has(mail.id));
    expect(fresh).toBeDefined();
  }).toPass({ timeout: 10_000 });
  expect(fresh!.isUnread).toBe(true);
  return fresh!;
}

const codeOf = (mail: Mail) => /<strong>(\d{6})<\/strong>/.exec(mail.message)![1]!;
const linkOf = (mail: Mail) => /href="(\/auth\/new-password\?token=[\w-]+)"/.exec(mail.message)![1]!;

test.describe('account recovery', () => {
  test('reset password: texts, validation, back link', async ({ page }) => {
    await page.goto('/auth/reset-password');
    await expect(page).toHaveTitle(`Reset Password | ${brand.productName}`);
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByText('Email must be a valid email address')).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('an unknown email gets the same "check your email" answer, leading to the code screen', async ({ page }) => {
    await page.goto('/auth/reset-password');
    await page.getByLabel('Email address').fill('nobody-at-all@example.com');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByRole('heading', { name: 'Request sent successfully' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('If an account exists for nobody-at-all@example.com');
    await page.getByRole('link', { name: 'Enter the code' }).click();
    await expect(page).toHaveURL(/\/auth\/verify\?email=nobody-at-all%40example.com$/);
    await expect(page.getByLabel('Email address')).toHaveValue('nobody-at-all@example.com');
  });

  test('verify: every box is required, a paste fills all six, a wrong code is refused', async ({ page }) => {
    await page.goto('/auth/verify?email=nobody-at-all%40example.com');
    await expect(page).toHaveTitle(`Verify | ${brand.productName}`);
    await expect(page.getByRole('heading', { name: 'Please check your email!' })).toBeVisible();
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Code is required')).toBeVisible();
    await expect(page.getByLabel('Digit 1 of 6')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Digit 1 of 6').focus();
    await page.getByLabel('Digit 1 of 6').evaluate((box) => {
      const data = new DataTransfer();
      data.setData('text/plain', '135 790');
      box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    for (const [index, digit] of [...'135790'].entries()) {
      await expect(page.getByLabel(`Digit ${index + 1} of 6`)).toHaveValue(digit);
    }
    await expect(page.getByText('Code is required')).toBeHidden();
    await page.getByLabel('Digit 6 of 6').press('Backspace');
    await page.getByLabel('Digit 6 of 6').press('Backspace');
    await expect(page.getByLabel('Digit 5 of 6')).toBeFocused();
    await expect(page.getByLabel('Digit 5 of 6')).toHaveValue('');
    await page.keyboard.type('90');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid or expired code');
  });

  test('new password: needs the link, checks the rules, refuses a spent link', async ({ page }) => {
    await page.goto('/auth/new-password');
    await expect(page).toHaveTitle(`New Password | ${brand.productName}`);
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/auth/reset-password');

    await page.goto('/auth/new-password?token=not-a-real-token');
    const password = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Password is required')).toBeVisible();
    await password.fill('abc');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await password.fill('abcdef');
    await confirm.fill('abcdeg');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Passwords must match')).toBeVisible();
    await page.getByRole('button', { name: 'Show password' }).first().click();
    await expect(password).toHaveAttribute('type', 'text');
    await confirm.fill('abcdef');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid or expired link');
  });

  test('the demo admin resets the password by code, signs in with it, then resets it back by link', async ({ page, request }) => {
    const newPassword = 'stage-door-42';
    const adminToken = (await signIn(request, demo.password))!;
    expect(adminToken).toBeTruthy();
    const known = new Set((await resetMails(request, adminToken)).map((mail) => mail.id));
    let current: string = demo.password;
    try {
      // 1. Ask for the reset on the screen, read the code from the admin's inbox, type it digit by digit.
      await page.goto('/auth/login');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
      await page.getByLabel('Email address').fill(demo.email);
      await page.getByRole('button', { name: 'Send Request' }).click();
      await expect(page.getByRole('heading', { name: 'Request sent successfully' })).toBeVisible();
      const mail = await nextResetMail(request, adminToken, known);
      known.add(mail.id);
      const code = codeOf(mail);

      await page.getByRole('link', { name: 'Enter the code' }).click();
      await expect(page.getByRole('heading', { name: 'Please check your email!' })).toBeVisible();
      await expect(page.getByLabel('Email address')).toHaveValue(demo.email);
      await page.getByLabel('Digit 1 of 6').click();
      for (const [index, digit] of [...code].entries()) {
        await expect(page.getByLabel(`Digit ${index + 1} of 6`)).toBeFocused();
        await page.keyboard.press(digit);
      }
      await page.getByRole('button', { name: 'Verify' }).click();

      // 2. Set the new password: signed in at once.
      await expect(page).toHaveURL(/\/auth\/new-password\?token=[\w-]+$/);
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm new password').fill(newPassword);
      await page.getByRole('button', { name: 'Update password' }).click();
      await expect(page.getByText('Password updated')).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard\/app$/);
      await expect(page.getByTestId('account-card')).toContainText(brand.presenter.name);
      current = newPassword;
      // The reset ended the admin's other sessions: the inbox is read with a fresh token.
      const freshToken = await signIn(request, newPassword);
      expect(freshToken).toBeTruthy();
      expect(await signIn(request, demo.password)).toBeNull();

      // 3. Back to the demo password through the emailed link (in the admin's own inbox: no copy goes anywhere else).
      const ask = await request.post('/api/account/reset-password', { data: { email: demo.email } });
      expect(ask.status()).toBe(200);
      await page.goto(linkOf(await nextResetMail(request, freshToken!, known)));
      await page.getByLabel('New password', { exact: true }).fill(demo.password);
      await page.getByLabel('Confirm new password').fill(demo.password);
      await page.getByRole('button', { name: 'Update password' }).click();
      await expect(page).toHaveURL(/\/dashboard\/app$/);
      current = demo.password;
      expect(await signIn(request, demo.password)).toBeTruthy();
    } finally {
      // Other specs sign in with the demo password: put it back even when a step above failed.
      if (current !== demo.password) await restoreDemoPassword(request, current, known);
    }
  });

  test('has no accessibility violations at 390 px and 1440 px', async ({ page }) => {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/auth/reset-password');
      await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByLabel('Email address').fill('nobody-at-all@example.com');
      await page.getByRole('button', { name: 'Send Request' }).click();
      await expect(page.getByRole('heading', { name: 'Request sent successfully' })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: 'Enter the code' }).click();
      await expect(page.getByRole('heading', { name: 'Please check your email!' })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto('/auth/new-password?token=not-a-real-token');
      await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/auth/new-password');
      await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});

async function restoreDemoPassword(request: APIRequestContext, current: string, known: Set<string>) {
  const token = await signIn(request, current);
  if (!token) return;
  await request.post('/api/account/reset-password', { data: { email: demo.email } });
  const link = linkOf(await nextResetMail(request, token, known));
  const resetToken = new URL(link, 'http://x').searchParams.get('token');
  await request.post('/api/account/new-password', {
    data: { token: resetToken, password: demo.password, confirmPassword: demo.password },
  });
}
