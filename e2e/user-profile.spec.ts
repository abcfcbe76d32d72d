import { expect, test, type Page } from '@playwright/test';
import { brand } from '@/contract/brand';
import type { UserListResponse } from '@/contract/user';
import { failOnPageProblems } from './page-problems';
import { solidPng } from './solid-png';
import { apiGet, expectAxeClean, shot, signInAsNewMember, signInTo, useTheme } from './work-area-helpers';

failOnPageProblems();

const profilePath = '/dashboard/user/profile';
const cardsPath = '/dashboard/user/cards';

const tab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Profile sections' }).getByRole('tab', { name });
const feed = (page: Page) => page.getByRole('region', { name: 'Posts' });
const followerCards = (page: Page) => page.getByRole('list', { name: 'Followers' }).getByRole('listitem');

/** The Following figure of the profile's counts. */
async function followingCount(page: Page): Promise<number> {
  const figure = page.locator('dl').filter({ hasText: 'Following' }).locator('dt', { hasText: 'Following' }).locator('xpath=following-sibling::dd');
  return Number((await figure.innerText()).replace(/\D/g, ''));
}

test.describe('user profile and cards', () => {
  // The first sign-in of a fresh server waits for its start-up work; it is not what these tests measure.
  test.beforeAll(async ({ request }) => {
    const login = await request.post('/api/account/login', {
      data: { email: brand.demoAccount.email, password: brand.demoAccount.password },
      timeout: 60_000,
    });
    expect(login.status()).toBe(200);
  });

  test('a new member sees empty states, then posts with an image, likes and comments; all kept after reload', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAsNewMember(page, profilePath);
    await expect(page).toHaveTitle(`User: Profile | ${brand.productName}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(tab(page, 'Profile')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('No posts yet')).toBeVisible();
    await expect(page.getByText('Nothing about you yet.')).toBeVisible();
    await shot(page, 'profile-empty-1440-light');
    await expectAxeClean(page);
    for (const [name, empty] of [
      ['Followers', 'No followers yet'],
      ['Friends', 'No friends yet'],
      ['Gallery', 'No photos yet'],
    ] as const) {
      await tab(page, name).click();
      await expect(page).toHaveURL(new RegExp(`\\?tab=${name.toLowerCase()}$`));
      await expect(page.getByText(empty)).toBeVisible();
    }
    await shot(page, 'profile-empty-gallery-1440-light');

    await tab(page, 'Profile').click();
    const form = page.getByRole('form', { name: 'New post' });
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(form).toContainText('Write something or add an image');
    const text = `Soundcheck done, doors open at eight ${Date.now()}`;
    await form.getByRole('textbox', { name: 'Share what you are thinking here…' }).fill(text);
    await form.locator('input[type="file"]').setInputFiles({ name: 'stage.png', mimeType: 'image/png', buffer: solidPng(320, 180, [0, 82, 73]) });
    await expect(form.getByRole('img', { name: 'The image for your post' })).toBeVisible();
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByText('Post published')).toBeVisible();
    await expect(form.getByRole('textbox')).toHaveValue('');
    await expect(form.getByRole('img')).toHaveCount(0);

    const post = feed(page).getByRole('article').filter({ hasText: text });
    await expect(post).toBeVisible();
    await expect(post.getByRole('img', { name: 'Image posted by Morgan Member' })).toBeVisible();
    await post.getByRole('button', { name: 'Like' }).click();
    await expect(post.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
    await expect(post).toContainText('1 like');
    const comment = `First comment of my own ${Date.now()}`;
    await post.getByRole('textbox', { name: 'Write a comment…' }).fill(comment);
    await page.keyboard.press('Enter');
    await expect(post.getByRole('list', { name: 'Comments' })).toContainText(comment);
    await expect(post.getByRole('textbox', { name: 'Write a comment…' })).toHaveValue('');
    await shot(page, 'profile-post-1440-light');
    await expectAxeClean(page);

    await page.reload();
    const kept = feed(page).getByRole('article').filter({ hasText: text });
    await expect(kept.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
    await expect(kept).toContainText('1 like');
    await expect(kept.getByRole('list', { name: 'Comments' })).toContainText(comment);
    await expect(kept.getByRole('img', { name: 'Image posted by Morgan Member' })).toBeVisible();
    // The image is served back.
    const src = await kept.getByRole('img', { name: 'Image posted by Morgan Member' }).getAttribute('src');
    expect((await page.request.get(src!)).status()).toBe(200);

    // Taking the like back and deleting the comment also last.
    await kept.getByRole('button', { name: 'Like' }).click();
    await expect(kept.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
    await kept.getByRole('button', { name: 'Delete comment' }).click();
    await expect(kept.getByRole('list', { name: 'Comments' })).toHaveCount(0);
    await page.reload();
    const after = feed(page).getByRole('article').filter({ hasText: text });
    await expect(after.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
    await expect(after).toContainText('0 likes');
    await expect(after.getByRole('list', { name: 'Comments' })).toHaveCount(0);
  });

  test('a post is deleted after confirming', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAsNewMember(page, profilePath);
    const form = page.getByRole('form', { name: 'New post' });
    const text = `A post to take back ${Date.now()}`;
    await form.getByRole('textbox', { name: 'Share what you are thinking here…' }).fill(text);
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    const post = feed(page).getByRole('article').filter({ hasText: text });
    await post.getByRole('button', { name: 'Delete post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this post?' });
    await expect(dialog).toBeVisible();
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Post deleted')).toBeVisible();
    await expect(post).toHaveCount(0);
    await expect(page.getByText('No posts yet')).toBeVisible();
    await page.reload();
    await expect(page.getByText('No posts yet')).toBeVisible();
  });

  test('the admin follows a follower back and unfollows again on the Followers tab; the counts follow; kept after reload', async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInTo(page, profilePath);
    await expect(page.getByRole('region', { name: 'Posts' }).getByRole('article')).not.toHaveCount(0);
    const before = await followingCount(page);

    await tab(page, 'Followers').click();
    await expect(page).toHaveURL(/\?tab=followers$/);
    await expect(followerCards(page)).toHaveCount(18);
    const candidate = followerCards(page).filter({ has: page.getByRole('button', { name: 'Follow', exact: true }) }).first();
    const name = await candidate.getByRole('heading').innerText();
    const card = followerCards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
    await card.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(card.getByRole('button', { name: 'Followed' })).toHaveAttribute('aria-pressed', 'true');
    await shot(page, 'profile-followers-1440-light');
    await expectAxeClean(page);

    await page.reload();
    await expect(card.getByRole('button', { name: 'Followed' })).toHaveAttribute('aria-pressed', 'true');
    await tab(page, 'Friends').click();
    await expect(page.getByRole('list', { name: 'Friends' })).toContainText(name);
    await tab(page, 'Profile').click();
    await expect.poll(() => followingCount(page)).toBe(before + 1);

    await tab(page, 'Followers').click();
    await card.getByRole('button', { name: 'Followed' }).click();
    await expect(card.getByRole('button', { name: 'Follow', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(card.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
    await tab(page, 'Profile').click();
    await expect.poll(() => followingCount(page)).toBe(before);

    // The search narrows the followers by name.
    await tab(page, 'Followers').click();
    await page.getByRole('searchbox', { name: 'Search followers' }).fill(name.slice(0, 4).toUpperCase());
    await expect(followerCards(page).filter({ hasText: name })).toHaveCount(1);
    // The filtered card was on the page before the search too: wait for the list itself to narrow.
    await expect.poll(() => followerCards(page).count()).toBeLessThan(18);
  });

  test('friends are searched by name; a name nobody has says so', async ({ page }) => {
    test.setTimeout(60_000);
    await signInTo(page, `${profilePath}?tab=friends`);
    const friends = page.getByRole('list', { name: 'Friends' }).getByRole('listitem');
    await expect(friends.first()).toBeVisible();
    const total = await friends.count();
    expect(total).toBeGreaterThan(1);
    const name = await friends.first().getByRole('heading').innerText();
    const search = page.getByRole('searchbox', { name: 'Search friends' });
    await search.fill(name.split(' ').at(-1)!.toLowerCase());
    await expect(friends.filter({ hasText: name })).toHaveCount(1);
    await search.fill('zzzz');
    await expect(page.getByText('No results for “zzzz”')).toBeVisible();
    await search.fill('');
    await expect(friends).toHaveCount(total);
    await shot(page, 'profile-friends-1440');
  });

  test('a gallery photo opens in the lightbox, moves with the arrow keys and closes with Escape', async ({ page }) => {
    test.setTimeout(60_000);
    await signInTo(page, `${profilePath}?tab=gallery`);
    const photos = page.getByRole('list', { name: 'Gallery' }).getByRole('button');
    await expect(photos).toHaveCount(12);
    const first = photos.first();
    await first.click();
    const dialog = page.getByRole('dialog', { name: 'Photo' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Photo 1 of 12');
    await expect(dialog.getByRole('img')).toBeVisible();
    await shot(page, 'profile-gallery-lightbox', false);
    await expectAxeClean(page);
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toContainText('Photo 2 of 12');
    await dialog.getByRole('button', { name: 'Previous photo' }).click();
    await expect(dialog).toContainText('Photo 1 of 12');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(first).toBeFocused();
  });

  test('the cards page shows every account of the workspace with its counts', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInTo(page, cardsPath);
    await expect(page).toHaveTitle(`User: Cards | ${brand.productName}`);
    const { users } = await apiGet<UserListResponse>(page, '/api/user/all');
    const cards = page.getByRole('list', { name: 'Accounts of the workspace' }).getByRole('article');
    await expect(cards).toHaveCount(users.length);
    expect(users.length).toBeGreaterThanOrEqual(24);
    const presenter = cards.filter({ has: page.getByRole('heading', { name: brand.presenter.name, exact: true }) });
    await expect(presenter).toContainText(brand.presenter.tagline);
    for (const label of ['Follower', 'Following', 'Posts']) await expect(presenter).toContainText(label);
    await expect(presenter.getByRole('link', { name: `${brand.presenter.name} on LinkedIn` })).toHaveAttribute('href', brand.social.linkedin);
    await shot(page, 'cards-1440-light');
    await expectAxeClean(page);
  });

  const looks = [
    { width: 390, mode: 'light', direction: 'ltr', language: 'en' },
    { width: 1440, mode: 'dark', direction: 'ltr', language: 'en' },
    { width: 390, mode: 'dark', direction: 'rtl', language: 'de' },
    { width: 1440, mode: 'light', direction: 'rtl', language: 'fr' },
  ] as const;

  for (const look of looks) {
    const name = `${look.width}-${look.mode}-${look.direction}-${look.language}`;
    test(`profile tabs and cards at ${look.width} px, ${look.mode}, ${look.direction}, ${look.language}: axe clean`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width: look.width, height: 900 });
      await signInTo(page, profilePath);
      await page.evaluate((language) => localStorage.setItem('i18nextLng', language), look.language);
      await useTheme(page, look.mode, look.direction);
      for (const view of ['', '?tab=followers', '?tab=friends', '?tab=gallery']) {
        await page.goto(`${profilePath}${view}`);
        await expect(page.getByRole('tabpanel').locator('article, li').first()).toBeVisible();
        await shot(page, `profile${view ? `-${view.slice(5)}` : ''}-${name}`);
        await expectAxeClean(page);
      }
      await page.goto(cardsPath);
      await expect(page.getByRole('article').first()).toBeVisible();
      await shot(page, `cards-${name}`);
      await expectAxeClean(page);
    });
  }
});
