import { expect, test, type Page } from '@playwright/test';
import { brand } from '@/contract/brand';
import { startOidcStandIn, type OidcStandIn } from '@/server/testing/oidc-stand-in';
import { expectNoAxeViolations } from './accessibility';
import { startExtraServer } from './extra-server';
import { shot } from './work-area-helpers';

// Two servers of this run's build, each with other ways to sign in (AUTH_METHODS), and a real OpenID Connect
// provider on loopback (panva's oidc-provider) standing in for the hosted tenant and the social providers.
const base = Number(process.env.E2E_PORT ?? 4173) + 40;
const hostedPort = base;
const socialPort = base + 1;
const standInPort = base + 2;
const callback = (port: number, provider: string) =>
  `http://127.0.0.1:${port}/api/account/external/${provider}/callback`;
const client = (provider: string) => ({
  clientId: `studio-${provider}`,
  clientSecret: `e2e-secret-${provider}`,
});

let standIn: OidcStandIn;
let hosted: Awaited<ReturnType<typeof startExtraServer>>;
let social: Awaited<ReturnType<typeof startExtraServer>>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  standIn = await startOidcStandIn({
    port: standInPort,
    clients: [
      { ...client('oidc'), redirectUris: [callback(hostedPort, 'oidc')] },
      ...['google', 'github', 'linkedin'].map((provider) => ({
        ...client(provider),
        redirectUris: [callback(socialPort, provider)],
      })),
    ],
    people: [
      { sub: 'ada', email: 'ada@example.com', email_verified: true, name: 'Ada Lovelace' },
      { sub: 'grace', email: 'grace@example.com', email_verified: true, name: 'Grace Hopper' },
      { sub: '4242', email: brand.demoAccount.email, email_verified: true, name: 'Demo on GitHub' },
    ],
  });
  const provider = (name: string) => ({
    [`${name.toUpperCase()}_CLIENT_ID`]: client(name).clientId,
    [`${name.toUpperCase()}_CLIENT_SECRET`]: client(name).clientSecret,
  });
  [hosted, social] = await Promise.all([
    startExtraServer(hostedPort, {
      AUTH_METHODS: 'oidc',
      PUBLIC_URL: `http://127.0.0.1:${hostedPort}`,
      OIDC_ISSUER: standIn.issuer,
      ...provider('oidc'),
    }),
    startExtraServer(socialPort, {
      AUTH_METHODS: 'social,password',
      PUBLIC_URL: `http://127.0.0.1:${socialPort}`,
      GOOGLE_ISSUER: standIn.issuer,
      ...provider('google'),
      LINKEDIN_ISSUER: standIn.issuer,
      ...provider('linkedin'),
      // GitHub's own OAuth (its API for the person), at the stand-in's endpoints.
      GITHUB_AUTHORIZATION_URL: `${standIn.issuer}/auth`,
      GITHUB_TOKEN_URL: `${standIn.issuer}/token`,
      GITHUB_API_URL: `${standIn.issuer}/github-api`,
      ...provider('github'),
    }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([hosted?.stop(), social?.stop()]);
  await standIn?.stop();
});

test.beforeEach(async ({ page }) => {
  // The stand-in's own pages ask for a web font; this machine has no internet.
  await page.route('https://fonts.googleapis.com/**', (route) => route.abort());
});

/** Signs in at the stand-in's sign-in page as `login`, then allows (or cancels) on its consent page. */
async function signInAtProvider(page: Page, login: string, { consent = true } = {}) {
  await page.waitForURL(`${standIn.issuer}/interaction/**`);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  if (consent) await page.getByRole('button', { name: 'Continue' }).click();
  else await page.getByRole('link', { name: '[ Cancel ]' }).click();
}

async function useLanguage(page: Page, language: string) {
  await page.addInitScript((value) => localStorage.setItem('i18nextLng', value), language);
}

test('the hosted tenant: a visitor opens a dashboard page, signs in at the provider and lands there signed in', async ({
  page,
}) => {
  await page.goto(`${hosted.baseUrl}/dashboard/calendar`);
  const login = page.getByRole('link', { name: 'Login' });
  await expect(login).toBeVisible();
  // The form is replaced by the single button: no password, no demo banner, no registration.
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await expect(page.getByText(brand.demoAccount.password)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Get started' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: "Signed in with your organisation's sign-in" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'login-hosted-tenant');

  await login.click();
  await signInAtProvider(page, 'ada');
  await page.waitForURL(`${hosted.baseUrl}/dashboard/calendar`);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  // Signed in for good: a reload keeps the session.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
});

test('the hosted tenant: cancelling at the provider comes back to the login screen with the reason', async ({
  page,
}) => {
  await page.goto(`${hosted.baseUrl}/auth/login`);
  await page.getByRole('link', { name: 'Login' }).click();
  await signInAtProvider(page, 'ada', { consent: false });
  await page.waitForURL(`${hosted.baseUrl}/auth/login?**`);
  await expect(page.getByRole('alert')).toHaveText('Sign-in was cancelled at the provider.');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'login-hosted-tenant-cancelled-390');
});

test('social sign-in: three provider buttons and OR above the password form; one round trip signs in', async ({
  page,
}) => {
  await page.goto(`${social.baseUrl}/auth/login`);
  for (const name of ['Google', 'GitHub', 'LinkedIn']) {
    await expect(page.getByRole('link', { name: `Continue with ${name}` })).toBeVisible();
  }
  await expect(page.getByRole('separator')).toHaveText('OR');
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Signed in with a social account' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Signed in with email and password' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, 'grace');
  await page.waitForURL(`${social.baseUrl}/dashboard/app`);
  await expect(page.getByText('Grace Hopper').first()).toBeVisible();
});

test('social sign-in: GitHub links to the demo account by its verified email', async ({ page }) => {
  await page.goto(`${social.baseUrl}/dashboard/kanban`);
  await page.getByRole('link', { name: 'Continue with GitHub' }).click();
  await signInAtProvider(page, '4242');
  await page.waitForURL(`${social.baseUrl}/dashboard/kanban`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kanban' })).toBeVisible();
});

test('social sign-in: the password form still signs in', async ({ page }) => {
  await page.goto(`${social.baseUrl}/auth/login`);
  await page.getByLabel('Email address').fill(brand.demoAccount.email);
  await page.getByLabel('Password', { exact: true }).fill(brand.demoAccount.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${social.baseUrl}/dashboard/app`);
});

test('account settings: link a provider, see it listed, unlink it', async ({ page }) => {
  await page.goto(`${social.baseUrl}/auth/login`);
  await page.getByLabel('Email address').fill(brand.demoAccount.email);
  await page.getByLabel('Password', { exact: true }).fill(brand.demoAccount.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${social.baseUrl}/dashboard/app`);

  await page.goto(`${social.baseUrl}/dashboard/user/account?tab=security`);
  const card = page.getByRole('region', { name: 'Sign-in methods' });
  await expect(card.getByRole('listitem').filter({ hasText: 'Password' })).toContainText('Set');
  // The earlier test linked GitHub to this account.
  await expect(card.getByRole('listitem').filter({ hasText: 'GitHub' })).toContainText(
    `Linked as ${brand.demoAccount.email}`,
  );
  await card.getByRole('button', { name: 'Link LinkedIn' }).click();
  await signInAtProvider(page, 'ada');
  await page.waitForURL(`${social.baseUrl}/dashboard/user/account?tab=security`);
  await expect(page.getByText('LinkedIn is now linked to your account', { exact: true })).toBeVisible();
  await expect(card.getByRole('listitem').filter({ hasText: 'LinkedIn' })).toContainText(
    'Linked as ada@example.com',
  );
  await expectNoAxeViolations(page);
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'account-sign-in-methods', false);

  await card.getByRole('button', { name: 'Unlink LinkedIn' }).click();
  await expect(page.getByText('LinkedIn is no longer linked', { exact: true })).toBeVisible();
  await expect(card.getByRole('listitem').filter({ hasText: 'LinkedIn' })).toContainText('Not linked');
});

for (const [language, texts] of [
  ['de', { login: 'Anmelden', or: 'ODER', google: 'Weiter mit Google' }],
  ['fr', { login: 'Connexion', or: 'OU', google: 'Continuer avec Google' }],
] as const) {
  test(`both variants in ${language}, with no accessibility violation`, async ({ page }) => {
    await useLanguage(page, language);
    await page.goto(`${hosted.baseUrl}/auth/login`);
    await expect(page.getByRole('link', { name: texts.login })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`${social.baseUrl}/auth/login`);
    await expect(page.getByRole('link', { name: texts.google })).toBeVisible();
    await expect(page.getByRole('separator')).toHaveText(texts.or);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `login-social-${language}-390`);
  });
}
