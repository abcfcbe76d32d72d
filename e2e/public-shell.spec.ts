import { expect, test, type Page } from '@playwright/test';
import { brand } from '@/contract/brand';
import { openPage } from './open-page';
import { failOnPageProblems } from './page-problems';
import { expectNoAxeViolationsWithoutMotion } from './accessibility';
import { useSettings } from './stored-settings';
import { holdBack } from './hold-back';

const mobile = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };

const toolbarHeight = (page: Page) =>
  page
    .locator('header.MuiAppBar-root .MuiToolbar-root')
    .evaluate((node) => node.getBoundingClientRect().height);

// Every test: no console errors and no failed requests.
failOnPageProblems();

// Content fades in as it is scrolled to; axe and the screenshots look at it settled.
test.use({ reducedMotion: 'reduce' });

test.describe('public shell', () => {
  test('the header is 88 px on desktop and shrinks, with a shadow, after 100 px of scroll', async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await openPage(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: brand.presenter.name })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
    ).toBeGreaterThan(150);
    const header = page.locator('header.MuiAppBar-root');
    await expect.poll(() => toolbarHeight(page)).toBe(88);
    await expect(header).toHaveAttribute('data-scrolled', 'false');

    await page.evaluate(() => window.scrollTo(0, 60));
    await page.waitForTimeout(300);
    expect(await toolbarHeight(page)).toBe(88);

    await page.evaluate(() => window.scrollTo(0, 160));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(() => toolbarHeight(page)).toBe(72);
    const shadow = await header
      .locator('.MuiToolbar-root')
      .evaluate((node) => getComputedStyle(node).boxShadow);
    expect(shadow).not.toBe('none');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => toolbarHeight(page)).toBe(88);
  });

  test('the header is 64 px on mobile', async ({ page }) => {
    await page.setViewportSize(mobile);
    await openPage(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: brand.presenter.name })).toBeVisible();
    await expect.poll(() => toolbarHeight(page)).toBe(64);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('banner').getByText(brand.productName, { exact: true })).toBeHidden();
  });

  test('desktop navigation: every link, the current one marked, and the logo home', async ({ page }) => {
    await page.setViewportSize(desktop);
    await openPage(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = nav.getByRole('link');
    await expect(links).toHaveText([
      'Home',
      'Hosting & Speaking',
      'Career Timeline',
      'Gallery',
      'About',
      'Pricing',
      'Say Hello',
    ]);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/',
      '/hosting-speaking',
      '/media-profile',
      '/photoes',
      '/about-us',
      '/pricing',
      '/say-hello',
    ]);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    const home = page.getByRole('banner').getByRole('link', { name: `${brand.productName} home` });
    await expect(home).toHaveAttribute('href', '/');
    // The product name stands beside the mark (from 1200 px; below the desktop navigation needs the room).
    await expect(home.getByText(brand.productName, { exact: true })).toBeVisible();
  });

  test("while the next screen's code loads, a progress bar runs along the top", async ({ page }) => {
    await page.setViewportSize(desktop);
    await openPage(page, '/');
    const release = await holdBack(page, /\/assets\/about-page-[\w-]+\.js$/);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    const bar = page.getByRole('progressbar', { name: 'Loading' });
    await expect(bar).toBeVisible();
    expect(
      await bar.evaluate((node) => {
        const { top, left, width, height } = node.getBoundingClientRect();
        return { top, left, width, height };
      }),
    ).toEqual({ top: 0, left: 0, width: desktop.width, height: 3 });

    release();
    await expect(page).toHaveURL('/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bar).toHaveCount(0);
  });

  test('the mobile drawer at 390 px has the navigation, the legal pages and FAQs, and the social links', async ({
    page,
  }) => {
    await page.setViewportSize(mobile);
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
      'Home',
      'Hosting & Speaking',
      'Career Timeline',
      'Gallery',
      'About',
      'Pricing',
      'Say Hello',
    ]);
    await expect(drawer.getByRole('navigation', { name: 'Legal' }).getByRole('link')).toHaveText([
      'Terms and conditions',
      'Privacy policy',
      'Cookie policy',
      'FAQs',
    ]);
    await expect(drawer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(drawer.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faqs');
    for (const [network, label] of [
      ['instagram', 'Instagram'],
      ['linkedin', 'LinkedIn'],
      ['youtube', 'YouTube'],
      ['x', 'X'],
      ['facebook', 'Facebook'],
    ] as const) {
      const link = drawer.getByRole('link', { name: `${brand.presenter.name} on ${label}` });
      await expect(link).toHaveAttribute('href', brand.social[network]);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await page.screenshot({ path: test.info().outputPath('drawer-390.png') });
    await expectNoAxeViolationsWithoutMotion(page);

    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    // Following a link closes it too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('the footer: legal links, social links, contact email and copyright', async ({ page }) => {
    await page.setViewportSize(desktop);
    await openPage(page, '/');
    const footer = page.getByRole('contentinfo');
    const legal = footer.getByRole('navigation', { name: 'Legal' }).getByRole('link');
    await expect(legal).toHaveText(['Terms and conditions', 'Privacy policy', 'Cookie policy', 'FAQs']);
    expect(await legal.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).toEqual([
      '/terms-and-conditions',
      '/privacy-policy',
      '/cookie-policy',
      '/faqs',
    ]);
    await expect(footer.getByRole('link', { name: `${brand.presenter.name} on Instagram` })).toHaveAttribute(
      'href',
      brand.social.instagram,
    );
    await expect(footer.getByRole('link', { name: brand.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${brand.contactEmail}`,
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${brand.productName}`);
    await footer.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('home-footer-1440.png'), fullPage: true });
  });

  test('the language menu switches the shell to German and French', async ({ page }) => {
    await page.setViewportSize(desktop);
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link').first(),
    ).toHaveText('Start');
    await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await expect(page.getByRole('contentinfo')).toContainText('Mentions légales');
    await page.screenshot({ path: test.info().outputPath('home-fr-1440.png') });
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('fr');
  });

  test('the longest translations still fit the header at 960 px, where the desktop navigation starts', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 960, height: 800 });
    for (const language of ['de', 'fr']) {
      await page.addInitScript((value) => localStorage.setItem('i18nextLng', value), language);
      await openPage(page, '/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('navigation').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, language).toBeLessThanOrEqual(0);
      const button = await page.getByRole('banner').getByRole('link').last().boundingBox();
      expect(button!.x + button!.width, language).toBeLessThanOrEqual(960);
      await page.screenshot({ path: test.info().outputPath(`header-960-${language}.png`) });
    }
  });

  test('Sign in for visitors, Dashboard once signed in', async ({ page, request }) => {
    await page.setViewportSize(desktop);
    await openPage(page, '/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/login',
    );

    const response = await request.post('/api/account/login', { data: brand.demoAccount });
    const { accessToken } = (await response.json()) as { accessToken: string };
    await page.evaluate((token) => localStorage.setItem('accessToken', token), accessToken);
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  for (const themeMode of ['light', 'dark'] as const) {
    for (const viewport of [mobile, desktop]) {
      test(`no accessibility violations on / at ${viewport.width} px in ${themeMode} mode`, async ({
        page,
      }) => {
        await useSettings(page, { themeMode });
        await page.setViewportSize(viewport);
        // Content below the fold fades in when scrolled to; with reduced motion it is there from the start.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await openPage(page, '/');
        await expect(page.getByRole('heading', { level: 1, name: brand.presenter.name })).toBeVisible();
        await page.screenshot({
          path: test.info().outputPath(`home-${themeMode}-${viewport.width}.png`),
          fullPage: true,
        });
        await expectNoAxeViolationsWithoutMotion(page);
        // And with the shrunk header over the page.
        await page.evaluate(() => window.scrollTo(0, 200));
        await expect(page.locator('header.MuiAppBar-root')).toHaveAttribute('data-scrolled', 'true');
        await expectNoAxeViolationsWithoutMotion(page);
      });
    }
  }

  test('right-to-left mirrors the header', async ({ page }) => {
    await useSettings(page, { themeDirection: 'rtl' });
    await page.setViewportSize(desktop);
    await openPage(page, '/');
    const logo = await page
      .getByRole('banner')
      .getByRole('link', { name: `${brand.productName} home` })
      .boundingBox();
    expect(logo!.x).toBeGreaterThan(desktop.width / 2);
    await page.screenshot({ path: test.info().outputPath('home-rtl-1440.png') });
    await page.setViewportSize(mobile);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    // Once it has slid in, it sits against the right edge.
    await expect
      .poll(async () =>
        Math.round(((await drawer.boundingBox())?.x ?? 0) + ((await drawer.boundingBox())?.width ?? 0)),
      )
      .toBe(mobile.width);
    await expect.poll(async () => Math.round((await drawer.boundingBox())?.x ?? 0)).toBe(mobile.width - 280);
    await page.screenshot({ path: test.info().outputPath('drawer-rtl-390.png') });
  });
});

test.describe('compact screens', () => {
  test('an unknown path goes to /404 with its title, heading, illustration and a way home', async ({
    page,
  }) => {
    await openPage(page, '/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page).toHaveTitle(`404 Page Not Found | ${brand.productName}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sorry, page not found!' })).toBeVisible();
    await expect(page.getByText("We couldn't find the page you're looking for.")).toBeVisible();
    const illustration = page.locator('svg[data-illustration="page-not-found"]');
    await expect(illustration).toBeVisible();
    await expect(illustration).toHaveAttribute('width', '320');
    await expect(illustration).toHaveAttribute('height', '240');
    await expect(illustration).toHaveAttribute('aria-hidden', 'true');
    await page.screenshot({ path: test.info().outputPath('404-light.png'), fullPage: true });
    await expectNoAxeViolationsWithoutMotion(page);
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: brand.presenter.name })).toBeVisible();
  });

  test('/404 in dark mode at 390 px has no accessibility violations', async ({ page }) => {
    await useSettings(page, { themeMode: 'dark' });
    await page.setViewportSize(mobile);
    await openPage(page, '/404');
    await expect(page.getByRole('heading', { level: 1, name: 'Sorry, page not found!' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('404-dark-390.png'), fullPage: true });
    await expectNoAxeViolationsWithoutMotion(page);
  });

  test('/500 shows the server error screen', async ({ page }) => {
    await openPage(page, '/500');
    await expect(page).toHaveTitle(`500 Internal Server Error | ${brand.productName}`);
    await expect(page.getByRole('heading', { level: 1, name: '500 Internal Server Error' })).toBeVisible();
    await expect(page.getByText('There was an error, please try again later.')).toBeVisible();
    await expect(page.locator('svg[data-illustration="server-error"]')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: `${brand.productName} home` })).toHaveAttribute('href', '/');
    await page.screenshot({ path: test.info().outputPath('500-light.png'), fullPage: true });
    await expectNoAxeViolationsWithoutMotion(page);
  });

  test('/500 in dark mode, right to left, in German', async ({ page }) => {
    await useSettings(page, { themeMode: 'dark', themeDirection: 'rtl' });
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'de'));
    await openPage(page, '/500');
    await expect(page).toHaveTitle(`500 Interner Serverfehler | ${brand.productName}`);
    await expect(page.getByRole('link', { name: 'Zur Startseite' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('500-dark-rtl-de.png'), fullPage: true });
    await expectNoAxeViolationsWithoutMotion(page);
  });
});
