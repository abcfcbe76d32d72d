import { expect, test, type Page } from '@playwright/test';
import { brand } from '@/contract/brand';
import type { KanbanBoard } from '@/contract/kanban';
import { apiGet, centerOf, dragPointer, expectAxeClean, shot, signInAsNewMember, signInTo, useTheme } from './work-area-helpers';

const column = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}\\s*\\d*$`) });
const card = (page: Page, name: string) => page.getByTestId('kanban-card').filter({ hasText: name });
/** A small real PNG, as a picked file. */
const setListImage = {
  name: 'set-list.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPQbNiJFTEMpAQAWNNCYTvwgsUAAAAASUVORK5CYII=',
    'base64',
  ),
};
const uploadedUrl = /^\/uploads\/[0-9a-f-]{36}\.png$/;

const columnOfCard = async (page: Page, name: string) => {
  const { board } = await apiGet<{ board: KanbanBoard }>(page, '/api/kanban/board');
  return board.columns.find((item) => item.cards.some((entry) => entry.name === name))?.name;
};

test.describe('kanban', () => {
  test.describe.configure({ timeout: 120_000 });

  test('columns: create, rename, delete (asked first); each kept after reload', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInTo(page, '/dashboard/kanban');
    await expect(page).toHaveTitle(/^Kanban \| /);
    for (const name of ['Backlog', 'Progress', 'Q&A', 'Production']) await expect(column(page, name)).toBeVisible();

    await page.getByRole('button', { name: 'Add column' }).click();
    await page.getByLabel('Column name').fill('Ideas');
    await page.getByLabel('Column name').press('Enter');
    await expect(column(page, 'Ideas')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('kanban-column').last()).toContainText('Ideas');

    await page.getByRole('button', { name: 'Actions of column Ideas' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    await page.getByLabel('Column name').fill('Ideas parking lot');
    await page.getByLabel('Column name').press('Enter');
    await expect(column(page, 'Ideas parking lot')).toBeVisible();
    await page.reload();
    await expect(column(page, 'Ideas parking lot')).toBeVisible();

    await page.getByRole('button', { name: 'Actions of column Ideas parking lot' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the column “Ideas parking lot”?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(column(page, 'Ideas parking lot')).toBeVisible();
    await page.getByRole('button', { name: 'Actions of column Ideas parking lot' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(column(page, 'Ideas parking lot')).toHaveCount(0);
    await page.reload();
    await expect(column(page, 'Backlog')).toBeVisible();
    await expect(column(page, 'Ideas parking lot')).toHaveCount(0);
  });

  test('cards: create, drag across, move by keyboard, edit in the drawer, delete; each kept after reload', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 1000 });
    await signInTo(page, '/dashboard/kanban');
    const production = column(page, 'Production');
    await production.getByRole('button', { name: 'Add card' }).click();
    await production.getByLabel('Card name').fill('Trailer voice-over');
    await production.getByLabel('Card name').press('Enter');
    await expect(production.getByTestId('kanban-card').last()).toContainText('Trailer voice-over');
    await page.reload();
    await expect(column(page, 'Production').getByTestId('kanban-card').last()).toContainText('Trailer voice-over');

    // Drag it onto the first card of Backlog.
    const target = column(page, 'Backlog').getByTestId('kanban-card').first();
    await dragPointer(page, await centerOf(card(page, 'Trailer voice-over')), await centerOf(target));
    await expect(column(page, 'Backlog').getByTestId('kanban-card').filter({ hasText: 'Trailer voice-over' })).toBeVisible();
    await expect.poll(() => columnOfCard(page, 'Trailer voice-over')).toBe('Backlog');
    await page.reload();
    await expect(column(page, 'Backlog').getByTestId('kanban-card').filter({ hasText: 'Trailer voice-over' })).toBeVisible();

    // Keyboard: Space picks it up, the right arrow takes it to the next column, Space drops it. The board
    // and the shell fetch their data right after the reload; the keys go to the card once that has settled.
    // Each key waits for the announcement of the one before, as a screen-reader user would.
    await page.waitForLoadState('networkidle');
    const announcement = page.getByRole('status').filter({ hasText: 'Trailer voice-over' });
    await card(page, 'Trailer voice-over').focus();
    await page.keyboard.press('Space');
    await expect(announcement).toHaveText(/^(Picked up card Trailer voice-over|Card Trailer voice-over is over column Backlog)\.$/);
    await page.keyboard.press('ArrowRight');
    await expect(announcement).toHaveText('Card Trailer voice-over is over column Progress.');
    await page.keyboard.press('Space');
    await expect(announcement).toHaveText('Card Trailer voice-over was dropped in column Progress.');
    await expect.poll(() => columnOfCard(page, 'Trailer voice-over')).toBe('Progress');
    await page.reload();
    await expect(column(page, 'Progress').getByTestId('kanban-card').filter({ hasText: 'Trailer voice-over' })).toBeVisible();

    // The drawer: Enter opens it; fields save when left.
    await card(page, 'Trailer voice-over').focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Trailer voice-over' });
    await expect(drawer).toBeVisible();
    await drawer.getByLabel('Description').fill('Two takes, one calm and one energetic.');
    await drawer.getByLabel('Due date').fill('2030-04-15');
    await drawer.getByRole('button', { name: 'Mark complete' }).click();
    await expect(drawer.getByRole('button', { name: 'Completed' })).toHaveAttribute('aria-pressed', 'true');
    await drawer.getByLabel('Image address').fill('/images/gallery/3.svg');
    await drawer.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(drawer.getByRole('img', { name: 'Attachment 1' })).toBeVisible();
    // An image of one's own is uploaded through the uploads API and attached by its new address.
    const chooser = page.waitForEvent('filechooser');
    await drawer.getByRole('button', { name: 'Upload image' }).click();
    await (await chooser).setFiles(setListImage);
    await expect(drawer.getByRole('img', { name: 'Attachment 2' })).toHaveAttribute('src', uploadedUrl);
    await expect.poll(() => drawer.getByRole('img', { name: 'Attachment 2' }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(8);
    await drawer.getByLabel('Write a comment').fill('Booked the booth for Tuesday.');
    await drawer.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(drawer.getByText('Booked the booth for Tuesday.')).toBeVisible();
    // Assignees: the signed-in presenter is offered first, before the rest of the workspace.
    await drawer.getByLabel('Assignees').click();
    const people = page.getByRole('listbox').getByRole('option');
    await expect(people.first()).toHaveText(brand.presenter.name);
    expect(await people.count()).toBeGreaterThan(1);
    await people.first().click();
    await expect(drawer.getByRole('button', { name: brand.presenter.name })).toBeVisible();
    await shot(page, 'kanban-drawer');
    await drawer.getByRole('button', { name: 'Close details' }).click();
    await page.reload();
    await card(page, 'Trailer voice-over').click();
    await expect(drawer.getByLabel('Description')).toHaveValue('Two takes, one calm and one energetic.');
    await expect(drawer.getByLabel('Due date')).toHaveValue('2030-04-15');
    await expect(drawer.getByRole('button', { name: 'Completed' })).toHaveAttribute('aria-pressed', 'true');
    await expect(drawer.getByRole('img', { name: 'Attachment 1' })).toHaveAttribute('src', '/images/gallery/3.svg');
    await expect(drawer.getByRole('img', { name: 'Attachment 2' })).toHaveAttribute('src', uploadedUrl);
    await expect(drawer.getByText('Booked the booth for Tuesday.')).toBeVisible();
    await expect(drawer.getByRole('button', { name: brand.presenter.name })).toBeVisible();
    await drawer.getByRole('button', { name: 'Close details' }).click();

    // Delete it (asked first).
    await card(page, 'Trailer voice-over').click();
    await drawer.getByRole('button', { name: 'Delete card' }).click();
    await page.getByRole('dialog', { name: 'Delete the card “Trailer voice-over”?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(card(page, 'Trailer voice-over')).toHaveCount(0);
    await page.reload();
    await expect(column(page, 'Backlog')).toBeVisible();
    await expect(card(page, 'Trailer voice-over')).toHaveCount(0);
    expect(await columnOfCard(page, 'Trailer voice-over')).toBeUndefined();
  });

  test('a member: no column controls; cards of others read-only but open to comments; own cards editable', async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1600, height: 1000 });
    await signInAsNewMember(page, '/dashboard/kanban');
    for (const name of ['Backlog', 'Progress', 'Q&A', 'Production']) await expect(column(page, name)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add column' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Actions of column / })).toHaveCount(0);

    // A seeded card with no assignees: the admin's. Shown, commented on, not edited or deleted.
    await card(page, 'Guest research: climate special').click();
    const drawer = page.getByRole('dialog', { name: 'Guest research: climate special' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Delete card' })).toHaveCount(0);
    await expect(drawer.getByLabel('Card name')).toBeDisabled();
    await expect(drawer.getByLabel('Description')).toBeDisabled();
    await expect(drawer.getByLabel('Due date')).toBeDisabled();
    await expect(drawer.getByRole('button', { name: 'Mark complete' })).toBeDisabled();
    await expect(drawer.getByLabel('Image address')).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: 'Upload image' })).toHaveCount(0);
    await expect(drawer.getByText('Only its creator, its assignees or an admin can change this card.', { exact: false })).toBeVisible();
    // Comments stay on the seeded card: a text of this run's own, so a retry does not find the last one's.
    const comment = `Happy to help with the shortlist (${Date.now()}).`;
    await drawer.getByLabel('Write a comment').fill(comment);
    await drawer.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(drawer.getByText(comment)).toBeVisible();
    await shot(page, 'kanban-drawer-read-only');
    await drawer.getByRole('button', { name: 'Close details' }).click();

    // A card of their own: editable and deletable.
    const backlog = column(page, 'Backlog');
    await backlog.getByRole('button', { name: 'Add card' }).click();
    await backlog.getByLabel('Card name').fill('Member idea');
    await backlog.getByLabel('Card name').press('Enter');
    await card(page, 'Member idea').click();
    const own = page.getByRole('dialog', { name: 'Member idea' });
    await expect(own.getByLabel('Card name')).toBeEnabled();
    await own.getByRole('button', { name: 'Delete card' }).click();
    await page.getByRole('dialog', { name: 'Delete the card “Member idea”?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(card(page, 'Member idea')).toHaveCount(0);
  });

  test('the seeded columns read in the language of the screen; in RTL the count keeps its gap after the name', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInTo(page, '/dashboard/kanban');
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'de'));
    await page.reload();
    const headings = page.getByRole('heading', { level: 2 });
    await expect(headings).toHaveText([/^Backlog\s*\d+$/, /^In Arbeit\s*\d+$/, /^Abnahme\s*\d+$/, /^Produktion\s*\d+$/]);
    // The stored names stay as they were written.
    const { board } = await apiGet<{ board: KanbanBoard }>(page, '/api/kanban/board');
    expect(board.columns.map((item) => item.name)).toEqual(['Backlog', 'Progress', 'Q&A', 'Production']);

    await useTheme(page, 'light', 'rtl');
    const heading = headings.nth(1);
    const name = (await heading.locator('bdi').boundingBox())!;
    const count = (await heading.locator('span').last().boundingBox())!;
    // Right to left: the name first (on the right), then its count with a gap.
    expect(name.x - (count.x + count.width)).toBeGreaterThanOrEqual(6);
  });

  test('axe clean and screenshots: light, dark, RTL, 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInTo(page, '/dashboard/kanban');
    await expect(page.getByTestId('kanban-card').first()).toBeVisible();
    await expectAxeClean(page);
    await shot(page, 'kanban-1440-light');
    await page.getByTestId('kanban-card').nth(3).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAxeClean(page);
    await page.keyboard.press('Escape');

    await useTheme(page, 'dark', 'ltr');
    await expect(page.getByTestId('kanban-card').first()).toBeVisible();
    await expectAxeClean(page);
    await shot(page, 'kanban-1440-dark');

    await useTheme(page, 'light', 'rtl');
    await expect(page.getByTestId('kanban-card').first()).toBeVisible();
    await expectAxeClean(page);
    await shot(page, 'kanban-1440-rtl');

    await useTheme(page, 'light', 'ltr');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByTestId('kanban-card').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAxeClean(page);
    await shot(page, 'kanban-390');
  });
});
