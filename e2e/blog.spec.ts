import { expect, test, type Page } from '@playwright/test';
import type { BlogPost } from '@/contract/blog';
import { brand } from '@/contract/brand';
import { expectLabelInName } from './accessibility';
import { holdBack } from './hold-back';
import { solidPng } from './solid-png';
import { apiPost, expectAxeClean, shot, signInTo, useTheme } from './work-area-helpers';

const gala = 'Behind the Scenes of a Live Gala';
const galaPath = '/dashboard/blog/post/behind-the-scenes-of-a-live-gala';

const cards = (page: Page) => page.getByRole('region', { name: 'Posts' }).getByRole('article');

test.describe('blog', () => {
  test('the list loads all 23 posts while scrolling, in 3 requests, and then asks no more', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const pages: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/blog/posts') pages.push(url.search);
    });
    await signInTo(page, '/dashboard/blog/posts');
    await expect(page).toHaveTitle(`Blog: Posts | ${brand.productName}`);
    await expect(cards(page)).toHaveCount(11);
    await expect(cards(page).first()).toContainText(gala);
    await shot(page, 'blog-posts-1440-light');
    for (let i = 0; i < 10 && (await cards(page).count()) < 23; i += 1) {
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(300);
    }
    await expect(cards(page)).toHaveCount(23);
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(1000);
    expect(pages).toEqual(['?index=0&step=11&sortBy=latest', '?index=11&step=11&sortBy=latest', '?index=22&step=11&sortBy=latest']);
    await expect(cards(page)).toHaveCount(23);
    await expectAxeClean(page);
  });

  test('while the list loads, its skeleton has the final layout: the first card featured', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInTo(page, '/dashboard/app');
    const release = await holdBack(page, /\/api\/blog\/posts\?/);
    await page.goto('/dashboard/blog/posts');
    const skeletons = page.getByTestId('post-card-skeleton');
    await expect(skeletons.first()).toBeVisible();
    const featuredSlot = (await skeletons.first().boundingBox())!;
    const slot = (await skeletons.nth(1).boundingBox())!;
    expect(featuredSlot.width).toBeGreaterThan(slot.width * 1.5);
    release();
    await expect(cards(page)).toHaveCount(11);
    const featured = (await cards(page).first().boundingBox())!;
    expect(featured.width).toBeCloseTo(featuredSlot.width, 0);
    expect(featured.height).toBeCloseTo(featuredSlot.height, 0);
  });

  test('sort by oldest starts again from the first page, oldest first', async ({ page }) => {
    await signInTo(page, '/dashboard/blog/posts');
    await expect(cards(page)).toHaveCount(11);
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Oldest' }).click();
    await expect(cards(page).first()).not.toContainText(gala);
    await expect(cards(page)).toHaveCount(11);
  });

  test('the search finds a post by part of its title as you type, and says when nothing matches', async ({ page }) => {
    await signInTo(page, '/dashboard/blog/posts');
    const search = page.getByRole('combobox', { name: 'Search posts' });
    await search.fill('zzzz');
    await expect(page.getByText('No results found for “zzzz”', { exact: false })).toBeVisible();
    await search.fill('moderate a pan');
    const option = page.getByRole('option', { name: 'How to Moderate a Panel Without Losing the Room' });
    await expect(option).toBeVisible();
    await shot(page, 'blog-search');
    await option.click();
    await expect(page).toHaveURL(/\/dashboard\/blog\/post\/how-to-moderate-a-panel-without-losing-the-room$/);
    await expect(page.getByRole('heading', { level: 1, name: 'How to Moderate a Panel Without Losing the Room' })).toBeVisible();
  });

  test('a post opens by its slug with body, tags, comments and 5 recent posts; an unknown slug is not found', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInTo(page, galaPath);
    await expect(page).toHaveTitle(`Blog: Post Details | ${brand.productName}`);
    await expect(page.getByRole('heading', { level: 1, name: gala })).toBeVisible();
    await expect(page.getByTestId('post-body').getByRole('heading', { name: 'The rehearsal nobody films' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tags' })).toContainText('Live events');
    const share = page.getByRole('navigation', { name: 'Share' });
    await expect(share.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute('href', /linkedin\.com/);
    await expect(share.getByRole('link', { name: 'Share on X' })).toHaveAttribute('href', /x\.com\/intent/);
    await expect(share.getByRole('link', { name: 'Share by email' })).toHaveAttribute('href', /^mailto:/);
    const recent = page.getByRole('region', { name: 'Recent posts' }).getByRole('article');
    await expect(recent).toHaveCount(5);
    await expect(recent.filter({ hasText: gala })).toHaveCount(0);
    // Two featured side by side over a row of three: no card is left on its own.
    const tops = await recent.evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    expect(new Set(tops.slice(0, 2)).size).toBe(1);
    expect(new Set(tops.slice(2)).size).toBe(1);
    expect(tops[2]).toBeGreaterThan(tops[0]!);
    await shot(page, 'blog-post-1440-light');
    await expectAxeClean(page);

    await page.goto('/dashboard/blog/post/no-such-post');
    await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to posts' }).click();
    await expect(cards(page)).not.toHaveCount(0);
  });

  test('a comment is written as the signed-in account, saved and still there after reload', async ({ page }) => {
    await signInTo(page, galaPath);
    const form = page.getByRole('form', { name: 'Add a comment' });
    await form.getByRole('button', { name: 'Post comment' }).click();
    await expect(form).toContainText('Comment is required');
    // Nobody is asked again who they are.
    await expect(form).toContainText(`Commenting as ${brand.presenter.name}`);
    await expect(form.getByLabel('Name')).toHaveCount(0);
    await expect(form.getByLabel('Email')).toHaveCount(0);
    const text = `Thank you all for a wonderful night! ${Date.now()}`;
    await form.getByLabel('Comment').fill(text);
    await form.getByRole('button', { name: 'Post comment' }).click();
    await expect(page.getByText('Comment posted', { exact: true })).toBeVisible();
    const comments = page.getByTestId('post-comments');
    await expect(comments).toContainText(text);
    await expect(form.getByLabel('Comment')).toHaveValue('');
    await page.reload();
    await expect(page.getByTestId('post-comments')).toContainText(text);
  });

  test('a new post with a cover and formatted text is saved and shows first in the list', async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signInTo(page, '/dashboard/blog/new-post');
    await expect(page).toHaveTitle(`Blog: New Post | ${brand.productName}`);
    const form = page.getByRole('form', { name: 'New post' });
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    for (const message of ['Title is required', 'Description is required', 'Content is required', 'Cover is required'])
      await expect(form).toContainText(message);
    await expectAxeClean(page);

    const title = `Hosting the Spring Radio Awards ${Date.now()}`;
    await form.getByLabel('Post title').fill(title);
    await form.getByLabel('Description', { exact: true }).fill('Three hours live and a band that never stopped playing.');
    const editor = page.getByTestId('post-editor');
    await editor.click();
    await page.getByRole('button', { name: 'H1 Heading', exact: true }).click();
    await page.keyboard.type('Before the show');
    await page.keyboard.press('Enter');
    await page.keyboard.type('We rehearsed ');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('twice');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' and it paid off.');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('Cue cards');
    await page.getByTestId('cover-input').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: solidPng(320, 180, [0, 123, 85]) });
    await expect(form.getByRole('img', { name: 'Cover preview' })).toBeVisible();
    await form.getByRole('combobox', { name: 'Tags' }).fill('Radio');
    await page.keyboard.press('Enter');
    await page.getByRole('switch', { name: 'Comments' }).uncheck();
    await shot(page, 'blog-new-post-filled');

    await form.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview' });
    await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(preview.locator('strong', { hasText: 'twice' })).toBeVisible();
    await shot(page, 'blog-new-post-preview');
    await preview.getByRole('button', { name: 'Close' }).click();

    await form.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/blog\/posts$/);
    await expect(cards(page).first()).toContainText(title);
    await cards(page).first().getByRole('link', { name: title }).click();
    const body = page.getByTestId('post-body');
    await expect(body.getByRole('heading', { name: 'Before the show' })).toBeVisible();
    await expect(body.locator('strong', { hasText: 'twice' })).toBeVisible();
    await expect(body.getByRole('listitem')).toHaveText('Cue cards');
    await expect(page.getByText('Comments are turned off for this post.')).toBeVisible();
    const cover = await page.getByRole('article').locator('img').first().getAttribute('src');
    expect(cover).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect((await page.request.get(cover!)).headers()['content-type']).toBe('image/png');
  });

  test('label in name (WCAG 2.5.3): the editor toolbar and the cover say what they show, in English, German and French', async ({ page }) => {
    await signInTo(page, '/dashboard/blog/new-post');
    const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
    // A button showing text is named by that text first, then by what it does.
    await expect(toolbar.getByRole('button', { name: 'H1 Heading', exact: true })).toHaveText('H1');
    await expect(toolbar.getByRole('button', { name: 'H2 Subheading', exact: true })).toHaveText('H2');
    await expect(page.getByRole('button', { name: 'Cover Drop or select a file', exact: false })).toBeVisible();
    await expectLabelInName(page);
    await page.getByTestId('cover-input').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: solidPng(320, 180, [0, 123, 85]) });
    await expect(page.getByRole('img', { name: 'Cover preview' })).toBeVisible();
    await expectLabelInName(page);
    for (const language of ['de', 'fr']) {
      await page.evaluate((value) => localStorage.setItem('i18nextLng', value), language);
      await page.reload();
      await expect(page.getByRole('toolbar').getByRole('button').first()).toBeVisible();
      await expectLabelInName(page);
    }
  });

  test('a post body carrying a script or an onerror attribute never runs it', async ({ page }) => {
    await signInTo(page, '/dashboard/blog/posts');
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    const title = `Attempted Break In ${Date.now()}`;
    const { status, body } = await apiPost<{ post: BlogPost }>(page, '/api/blog/posts/new', {
      title,
      description: 'A body written to run code.',
      content:
        '<p>Visible text</p><script>window.__blogXss = "script"; alert(1)</script>' +
        '<img src="/images/cover/1.svg" onerror="window.__blogXss = \'onerror\'; alert(2)">' +
        '<img src="x" onerror="window.__blogXss = \'onerror\'; alert(3)"><a href="javascript:window.__blogXss=1">link</a>',
      cover: '/images/cover/2.svg',
    });
    expect(status).toBe(200);
    expect(body.post.body).not.toMatch(/script|onerror|javascript:/i);
    await page.goto(`/dashboard/blog/post/${title.toLowerCase().replace(/ /g, '-')}`);
    await expect(page.getByTestId('post-body')).toContainText('Visible text');
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as { __blogXss?: unknown }).__blogXss)).toBeUndefined();
    expect(dialogs).toBe(0);
    await expect(page.getByTestId('post-body').locator('[onerror], script')).toHaveCount(0);
  });

  test('dark, right-to-left and 390 px: the three screens stay readable and axe clean', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInTo(page, '/dashboard/blog/posts');
    await useTheme(page, 'dark', 'rtl');
    await expect(cards(page).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // A date reads day, month, year from the left, as in English, inside the right-to-left layout.
    const order = await cards(page).first().locator('time').evaluate((time) => {
      const text = time.firstChild!;
      const at = (word: string) => {
        const range = document.createRange();
        const start = text.textContent!.indexOf(word);
        range.setStart(text, start);
        range.setEnd(text, start + word.length);
        return range.getBoundingClientRect().left;
      };
      const [day, , year] = text.textContent!.split(' ');
      return at(year!) - at(day!);
    });
    expect(order).toBeGreaterThan(0);
    await shot(page, 'blog-posts-390-dark-rtl', false);
    await expectAxeClean(page);
    await page.goto(galaPath);
    await expect(page.getByRole('heading', { level: 1, name: gala })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'blog-post-390-dark-rtl', false);
    await expectAxeClean(page);
    await page.goto('/dashboard/blog/new-post');
    await expect(page.getByTestId('post-editor')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'blog-new-post-390-dark-rtl', false);
    await expectAxeClean(page);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await useTheme(page, 'dark', 'ltr');
    await expect(page.getByTestId('post-editor')).toBeVisible();
    await shot(page, 'blog-new-post-1920-dark');
    await expectAxeClean(page);
  });
});
