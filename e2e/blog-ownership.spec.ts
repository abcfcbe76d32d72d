import { expect, test, type Page } from '@playwright/test';
import { toSlug } from '@/contract/slug';
import { failOnPageProblems } from './page-problems';
import { expectAxeClean, shot, signInAsNewMember, signInTo, useTheme } from './work-area-helpers';

/** A 64 x 36 PNG of one colour: what a member picks as a cover. */
const coverPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAkCAIAAAC2bqvFAAAAOElEQVR42u3PQQkAAAgEsEtqNLNeBp/CYAWWzP4mICAgICAgICAgICAgICAgICAgICAgICAgIHBTEJnceRgfPqsAAAAASUVORK5CYII=',
  'base64',
);
const gala = 'Behind the Scenes of a Live Gala';
const galaPath = `/dashboard/blog/post/${toSlug(gala)}`;

/** A picture once menus and dialogs have finished fading in or out (MUI's transitions take up to 300 ms). */
async function settledShot(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return;
  await page.waitForTimeout(400);
  await shot(page, name, false);
}

const cards = (page: Page) => page.getByRole('region', { name: 'Posts' }).getByRole('article');
const postActions = (page: Page) => page.getByRole('button', { name: 'Post actions' });

/** The status of GET /api/blog/post for `slug`, asked outside the page (a 404 there is expected, not a problem). */
async function postStatus(page: Page, slug: string): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken') ?? sessionStorage.getItem('accessToken'));
  const response = await page.request.get(`/api/blog/post?title=${slug}`, { headers: { authorization: `Bearer ${token}` } });
  return response.status();
}

test.describe('blog: a post is changed by its author or an admin only', () => {
  failOnPageProblems();
  // Writing, editing and deleting a post with axe runs in between; the machine is shared.
  test.describe.configure({ timeout: 120_000 });

  test('a member writes a post, renames it, sees it renamed, and deletes it after confirming', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signInAsNewMember(page, '/dashboard/blog/new-post');
    const title = `Notes From My First Panel ${Date.now()}`;
    const form = page.getByRole('form', { name: 'New post' });
    await form.getByLabel('Post title').fill(title);
    await form.getByLabel('Description', { exact: true }).fill('What I learned moderating for the first time.');
    await page.getByTestId('post-editor').click();
    await page.keyboard.type('Ask short questions and let the panel talk.');
    await page.getByTestId('cover-input').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: coverPng });
    await expect(form.getByRole('img', { name: 'Cover preview' })).toBeVisible();
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/blog\/posts$/);
    await cards(page).first().getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // The author's menu: edit opens the post in the form.
    await postActions(page).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Edit', 'Delete']);
    await settledShot(page, 'blog-post-actions');
    await menu.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/blog/post/${toSlug(title)}/edit$`));
    await expect(page).toHaveTitle(/^Blog: Edit Post \| /);
    const edit = page.getByRole('form', { name: 'Edit post' });
    await expect(edit.getByLabel('Post title')).toHaveValue(title);
    await expect(page.getByTestId('post-editor')).toContainText('Ask short questions and let the panel talk.');
    await expect(edit.getByRole('img', { name: 'Cover preview' })).toBeVisible();
    await shot(page, 'blog-edit-page');
    await expectAxeClean(page);

    const renamed = `${title} Revisited`;
    await edit.getByLabel('Post title').fill(renamed);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/blog/post/${toSlug(renamed)}$`));
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(page.getByText('Post updated')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(page.getByTestId('post-body')).toContainText('Ask short questions and let the panel talk.');
    expect(await postStatus(page, toSlug(title))).toBe(404);

    // Delete asks first; Cancel keeps the post.
    await postActions(page).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete post?' });
    await expect(confirm).toContainText(`“${renamed}” will be deleted with all its comments.`);
    await settledShot(page, 'blog-delete-dialog');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await postActions(page).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/dashboard\/blog\/posts$/);
    await expect(page.getByText('Post deleted')).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    await expect(cards(page).filter({ hasText: renamed })).toHaveCount(0);
    expect(await postStatus(page, toSlug(renamed))).toBe(404);
  });

  test("the admin's post shows a member neither Edit nor Delete, and its edit address says why", async ({ page }) => {
    await signInAsNewMember(page, galaPath);
    await expect(page.getByRole('heading', { level: 1, name: gala })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to posts' })).toBeVisible();
    await expect(postActions(page)).toHaveCount(0);
    await expect(page.getByRole('menuitem')).toHaveCount(0);

    await page.goto(`${galaPath}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'You cannot edit this post' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Edit post' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to the post' }).click();
    await expect(page.getByRole('heading', { level: 1, name: gala })).toBeVisible();
  });

  test('the admin has the menu on every post, also on a phone in dark right-to-left', async ({ page }) => {
    await signInTo(page, galaPath);
    await expect(page.getByRole('heading', { level: 1, name: gala })).toBeVisible();
    await postActions(page).click();
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute('href', `${galaPath}/edit`);
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expectAxeClean(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await useTheme(page, 'dark', 'rtl');
    await postActions(page).click();
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
    await settledShot(page, 'blog-post-actions-390-dark-rtl');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');
    await page.goto(`${galaPath}/edit`);
    await expect(page.getByRole('form', { name: 'Edit post' }).getByLabel('Post title')).toHaveValue(gala);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'blog-edit-page-390-dark-rtl', false);
    await expectAxeClean(page);
  });
});
