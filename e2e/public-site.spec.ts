import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { brand } from '@/contract/brand';
import { ContactMessage, ContactRule } from '@/contract/contact-rules';
import { openPage } from './open-page';
import { reportSecurityPolicyViolations } from './page-problems';
import { expectNoAxeViolationsWithoutMotion } from './accessibility';
import { useSettings } from './stored-settings';

const shots = process.env.SHELL_SCREENSHOTS_DIR;
const mobile = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };

async function screenshot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/** Every public page: its path, the document title before " | {product}" and its h1. */
const pages = [
  ['/', 'Presenter, host and moderator', brand.presenter.name],
  ['/hosting-speaking', 'Hosting & Speaking', 'The host who keeps the day together'],
  ['/media-profile', 'Career Timeline', 'Career timeline'],
  ['/photoes', 'Gallery', 'On stage and behind the scenes'],
  ['/about-us', 'About', "Hello, I'm Saskia"],
  ['/about', 'About', "Hello, I'm Saskia"],
  ['/say-hello', 'Say Hello', "Let's talk about your event"],
  ['/contact-us', 'Say Hello', "Let's talk about your event"],
  ['/faqs', 'FAQs', 'Frequently asked questions'],
  ['/terms-and-conditions', 'Terms and Conditions', 'Terms and conditions'],
  ['/privacy-policy', 'Privacy Policy', 'Privacy policy'],
  ['/cookie-policy', 'Cookie Policy', 'Cookie policy'],
  ['/pricing', 'Pricing', 'Booking packages'],
  ['/payment', 'Booking request', 'Request your date'],
  ['/coming-soon', 'Coming Soon', 'Coming soon'],
  ['/maintenance', 'Maintenance', 'Back in a moment'],
] as const;

const problemsOf = new WeakMap<Page, string[]>();
test.beforeEach(async ({ page }) => {
  const problems: string[] = [];
  problemsOf.set(page, problems);
  await reportSecurityPolicyViolations(page);
  page.on('console', (message) => {
    // The rate-limit test provokes its 429 on purpose; Chromium logs it.
    if (message.type() === 'error' && !message.text().includes('status of 429')) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400 && response.status() !== 429) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
});
test.afterEach(async ({ page }) => {
  expect(problemsOf.get(page)).toEqual([]);
});

async function adminInbox(request: APIRequestContext) {
  const login = await request.post('/api/account/login', {
    data: { email: brand.demoAccount.email, password: brand.demoAccount.password },
  });
  const { accessToken } = await login.json();
  const response = await request.get('/api/mail/mails?systemLabel=inbox', { headers: { authorization: `Bearer ${accessToken}` } });
  expect(response.status()).toBe(200);
  return (await response.json()).mails as { subject: string; isUnread: boolean; from: { name: string; email: string }; message: string }[];
}

test.describe('public site', () => {
  for (const [viewport, size] of [['1440', desktop], ['390', mobile]] as const) {
    test(`every page renders its title, description, canonical link and heading at ${viewport} px, with no axe violations`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(size);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const [path, title, heading] of pages) {
        await openPage(page, path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page).toHaveTitle(`${title} | ${brand.productName}`);
        await expect(page.locator('head meta[name="description"]').last()).toHaveAttribute('content', /.{50,}/);
        const canonical = path === '/about' ? '/about-us' : path === '/contact-us' ? '/say-hello' : path;
        await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${brand.siteUrl}${canonical}`);
        await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', `${title} | ${brand.productName}`);
        await expectNoAxeViolationsWithoutMotion(page);
        await screenshot(page, `public${path === '/' ? '-home' : path.replaceAll('/', '-')}-${viewport}`);
      }
    });
  }

  test('every page is in its HTML before any script runs: title, description, canonical, Open Graph and heading', async ({ request }) => {
    const decode = (text: string) =>
      text
        .replace(/<[^>]+>/g, '')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
    for (const [path, title, heading] of pages) {
      // Plain HTTP, as a search engine or a link preview fetches it.
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const [head = '', body = ''] = html.split('</head>');
      expect(decode(head.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''), path).toBe(`${title} | ${brand.productName}`);
      expect(head.match(/<title>/g), path).toHaveLength(1);
      expect(decode(head.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? ''), path).toMatch(/.{50,}/);
      const canonical = path === '/about' ? '/about-us' : path === '/contact-us' ? '/say-hello' : path;
      expect(head, path).toContain(`<link rel="canonical" href="${brand.siteUrl}${canonical}"/>`);
      expect(decode(head.match(/<meta property="og:title" content="([^"]*)"/)?.[1] ?? ''), path).toBe(`${title} | ${brand.productName}`);
      expect(head, path).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\.jpg"/);
      expect(decode(body.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? ''), path).toBe(heading);
      expect(body, path).toContain(`data-prerendered="${path}"`);
    }
  });

  test('a page whose photo never arrives still starts its app and its menu works', async ({ page }) => {
    // The hero photo stalls: the page never finishes loading, so the app starts on its fallback timer.
    await page.route('**/images/gallery/**', () => undefined);
    await page.setViewportSize(mobile);
    await page.goto('/', { waitUntil: 'commit' });
    await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached', timeout: 15_000 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('dark mode and right-to-left pages have no axe violations', async ({ page }) => {
    test.setTimeout(120_000);
    await useSettings(page, { themeMode: 'dark', themeDirection: 'rtl' });
    await page.setViewportSize(desktop);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const path of ['/', '/hosting-speaking', '/media-profile', '/pricing', '/say-hello', '/payment', '/faqs']) {
      await openPage(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expectNoAxeViolationsWithoutMotion(page);
      await screenshot(page, `public${path === '/' ? '-home' : path.replaceAll('/', '-')}-dark-rtl`);
    }
  });

  test('the header shrinks after scrolling and the mobile drawer holds privacy and social links', async ({ page }) => {
    await page.setViewportSize(desktop);
    await openPage(page, '/hosting-speaking');
    const header = page.locator('header.MuiAppBar-root');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute('data-scrolled', 'true');

    await page.setViewportSize(mobile);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(drawer.getByRole('link', { name: `${brand.presenter.name} on Instagram` })).toHaveAttribute('href', brand.social.instagram);
  });

  test('the career timeline has no footer and its close button goes home', async ({ page }) => {
    await openPage(page, '/media-profile');
    await expect(page.getByRole('heading', { level: 2, name: 'Independent host' })).toBeAttached();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.getByRole('link', { name: 'Close and go back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: brand.presenter.name })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('the gallery lightbox opens, moves with the arrow keys and closes with Escape', async ({ page }) => {
    await page.setViewportSize(desktop);
    await openPage(page, '/photoes');
    const opener = page.getByRole('button', { name: 'Open photo: Panel on the future of cities, Berlin Future Forum' });
    await opener.click();
    const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('img')).toHaveAttribute('alt', 'Panel on the future of cities, Berlin Future Forum');
    await expect(viewer).toContainText('Photo 2 of 12');
    await screenshot(page, 'public-lightbox');
    await expectNoAxeViolationsWithoutMotion(page);
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByRole('img')).toHaveAttribute('alt', 'Opening night of the European tech summit');
    await expect(viewer).toContainText('Photo 3 of 12');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(viewer).toContainText('Photo 1 of 12');
    await page.keyboard.press('ArrowLeft');
    await expect(viewer).toContainText('Photo 12 of 12');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('Say Hello: invalid fields get their messages; a valid message arrives unread in the admin inbox', async ({ page, request }) => {
    await openPage(page, '/say-hello');
    const form = page.getByRole('form', { name: 'Send a message' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Subject is required')).toBeVisible();
    await expect(form.getByText('Message is required')).toBeVisible();
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Message').fill('Short');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Email must be a valid email address')).toBeVisible();
    await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();
    await screenshot(page, 'public-say-hello-invalid');

    const subject = `Moderation for our award night ${Date.now()}`;
    await form.getByLabel('Your name').fill('Lena Hoffmann');
    await form.getByLabel('Email').fill('lena.hoffmann@example.com');
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Message').fill('Hello Saskia, would you host our award night on 12 June in Hamburg?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toHaveText(ContactMessage.received);
    await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();

    const mail = (await adminInbox(request)).find((item) => item.subject === `Say Hello: ${subject}`);
    expect(mail).toMatchObject({ isUnread: true, from: { name: 'Lena Hoffmann', email: 'lena.hoffmann@example.com' } });
    expect(mail!.message).toContain('would you host our award night on 12 June in Hamburg?');
  });

  test('a booking request from the pricing page arrives in the admin inbox; nothing is charged', async ({ page, request }) => {
    await page.setViewportSize(desktop);
    await openPage(page, '/pricing');
    await page.getByRole('button', { name: 'Event series (3+ dates)' }).click();
    await expect(page.getByRole('button', { name: 'Event series (3+ dates)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('€3,200')).toBeVisible();
    await page.getByRole('link', { name: 'Request Conference host' }).click();
    await expect(page).toHaveURL(/\/payment\?package=conference&mode=series$/);
    await expect(page.getByText('No payment is taken on this page.')).toBeVisible();

    const form = page.getByRole('form', { name: 'Request your date' });
    await form.getByRole('button', { name: 'Send booking request' }).click();
    await expect(form.getByText('Billing address is required')).toBeVisible();
    await expect(form.getByText('Please accept the terms and conditions')).toBeVisible();

    const date = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel('Full name').fill('Tobias Brandt');
    await form.getByLabel('Email').fill('tobias@example.net');
    await form.getByLabel('Street and number').fill('Hafenstraße 4');
    await form.getByLabel('Postal code').fill('20457');
    await form.getByLabel('City', { exact: true }).fill('Hamburg');
    await form.getByLabel('Country').fill('Germany');
    await form.getByLabel('Event date').fill(date);
    await form.getByLabel('Event city').fill('Hamburg');
    await form.getByLabel('Notes (optional)').fill('Three leadership summits in 2027.');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send booking request' }).click();
    await expect(page.getByRole('status')).toContainText(ContactMessage.bookingReceived);

    const mail = (await adminInbox(request)).find((item) => item.subject === `Booking request: Conference host on ${date}`);
    expect(mail).toMatchObject({ isUnread: true, from: { name: 'Tobias Brandt', email: 'tobias@example.net' } });
    expect(mail!.message).toContain('Conference host (event series, 3+ dates)');
  });

  test('a rate-limited message gets its message and keeps what was typed', async ({ page, request }) => {
    const hello = { name: 'Bulk', email: 'bulk@example.com', subject: 'Again', message: 'Filling the window on purpose.' };
    for (let sent = 0; sent < ContactRule.requestsPerWindow; sent += 1) {
      const response = await request.post('/api/contact', { data: hello });
      if (response.status() === 429) break;
    }
    await openPage(page, '/contact-us');
    const form = page.getByRole('form', { name: 'Send a message' });
    await form.getByLabel('Your name').fill('Nora Klein');
    await form.getByLabel('Email').fill('nora@example.com');
    await form.getByLabel('Subject').fill('Press interview');
    await form.getByLabel('Message').fill('Could we interview you for our magazine next month?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('alert')).toHaveText(ContactMessage.tooManyRequests);
    await expect(form.getByLabel('Message')).toHaveValue('Could we interview you for our magazine next month?');
    await screenshot(page, 'public-say-hello-rate-limited');
  });

  test('the home page rendered at build time offers its hero as AVIF and WebP, and a JPEG share image', async ({ baseURL }) => {
    // Plain HTTP, no browser: what the preload scanner sees before any script runs.
    const html = await (await fetch(new URL('/', baseURL))).text();
    const hero = /<picture[^>]*><source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"\/><source type="image\/webp" srcSet="([^"]+)"[^>]*\/><img [^>]*>/.exec(html);
    expect(hero, 'a <picture> with AVIF and WebP sources').not.toBeNull();
    expect(hero![1]).toBe('/images/gallery/3-400.avif 400w, /images/gallery/3-800.avif 800w, /images/gallery/3-1200.avif 1200w');
    expect(hero![2]).toContain('calc(100vw - 32px)');
    const img = hero![0].slice(hero![0].indexOf('<img '));
    for (const attribute of ['width="400"', 'height="300"', 'fetchPriority="high"', 'loading="eager"', 'src="/images/gallery/3-800.jpg"'])
      expect(img).toContain(attribute);
    expect(html).not.toMatch(/<link rel="preload" as="image"[^>]*\.svg/);

    expect(html).toContain(`<meta property="og:image" content="${brand.siteUrl}${brand.shareImage.src}"/>`);
    for (const [property, content] of [['type', 'image/jpeg'], ['width', '1200'], ['height', '630'], ['alt', brand.shareImage.alt]])
      expect(html).toContain(`<meta property="og:image:${property}" content="${content}"/>`);
    const share = await fetch(new URL(brand.shareImage.src, baseURL));
    expect(share.status).toBe(200);
    expect(share.headers.get('content-type')).toBe('image/jpeg');
  });

  test('the hero photo loads as AVIF at a width that fits, with its size reserved', async ({ page }) => {
    await page.setViewportSize(mobile);
    await openPage(page, '/');
    const hero = page.locator('main picture img[fetchpriority="high"]');
    await expect(hero).toHaveAttribute('width', '400');
    await expect(hero).toHaveAttribute('height', '300');
    await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    // 358 CSS px at a device pixel ratio of 1: the 400 px file, not a bigger one
    expect(await hero.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\/images\/gallery\/3-400\.avif$/);
    const box = (await hero.boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
    expect(box.height / box.width).toBeCloseTo(0.75, 2);
  });

  test('sitemap.xml and robots.txt are served', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).toContain(`<loc>${brand.siteUrl}/photoes</loc>`);
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain(`Sitemap: ${brand.siteUrl}/sitemap.xml`);
  });
});
