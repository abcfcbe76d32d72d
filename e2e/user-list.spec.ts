import { expect, test, type Page } from '@playwright/test';
import { brand } from '@/contract/brand';
import type { ManagedUser } from '@/contract/user';
import type { ManagedUserListResponse } from '@/contract/user-list-query';
import { failOnPageProblems } from './page-problems';
import {
  apiGet,
  apiPost,
  expectAxeClean,
  expectNoPageOverflow,
  shot,
  signInAsNewMember,
  signInTo,
  useTheme,
} from './work-area-helpers';

const listPath = '/dashboard/user/list';
const grid = (page: Page) => page.getByRole('grid', { name: 'Users' });
/** The data rows (the header row has no row id). */
const rows = (page: Page) => grid(page).locator('[role="row"][data-id]');
const rowOf = (page: Page, name: string) => rows(page).filter({ hasText: name });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search users' });
const tab = (page: Page, name: 'All' | 'Active' | 'Banned') =>
  page.getByRole('tab', { name: new RegExp(`^${name}`) });

/** Accounts of this spec only, found by a word no other account has, so the seeded workspace stays as it is. */
async function createProbes(page: Page, word: string) {
  const probes = [
    { name: `Avery ${word}`, company: 'Northlight Productions', role: 'Floor Manager' },
    { name: `Blake ${word}`, company: 'Studio Nine', role: 'Producer' },
    { name: `Casey ${word}`, company: 'Northlight Productions', role: 'Producer' },
  ];
  for (const probe of probes) {
    const { status } = await apiPost<{ user: ManagedUser }>(page, '/api/user/manage-users/new', {
      ...probe,
      email: `${probe.name.split(' ')[0]!.toLowerCase()}-${word}@example.com`,
      phoneNumber: '+49 30 5550 1234',
      address: 'Kastanienallee 12',
      country: 'DE',
      state: 'Berlin',
      city: 'Berlin',
      zipCode: '10435',
    });
    expect(status).toBe(200);
  }
}

const uniqueWord = () => `probe${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('user list', () => {
  failOnPageProblems();

  test('an admin searches, filters, sorts, bans, and deletes accounts one by one and in bulk', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInTo(page, listPath);
    await expect(page).toHaveTitle(`User: List | ${brand.productName}`);
    await expect(page.getByRole('heading', { level: 1, name: 'User List' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New user' })).toHaveAttribute('href', '/dashboard/user/new');
    await expect(rows(page).first()).toBeVisible();

    // The signed-in admin's own row can be neither selected, banned nor deleted.
    const own = rowOf(page, brand.demoAccount.email);
    await search(page).fill(brand.demoAccount.email);
    await expect(rows(page)).toHaveCount(1);
    await expect(own.getByRole('checkbox')).toBeDisabled();
    await own.getByRole('button', { name: 'more' }).click();
    await expect(page.getByRole('menuitem', { name: 'Ban' })).toBeDisabled();
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeDisabled();
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await page.keyboard.press('Escape');

    const word = uniqueWord();
    await createProbes(page, word);
    await search(page).fill(word);
    await expect(page).toHaveURL(new RegExp(`search=${word}`));
    await expect(rows(page)).toHaveCount(3);
    await expect(tab(page, 'All')).toContainText('3');
    await expect(tab(page, 'Banned')).toContainText('0');
    await expectAxeClean(page);
    await shot(page, 'user-list-1440-light');

    // The role filter and sorting by name, both ways.
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Producer', exact: true }).click();
    await expect(page).toHaveURL(/role=Producer/);
    await expect(rows(page)).toHaveCount(2);
    const nameHeader = grid(page).getByRole('columnheader', { name: 'Name' });
    await nameHeader.click();
    await expect(page).toHaveURL(/orderBy=name/);
    await expect(rows(page).first()).toContainText(`Blake ${word}`);
    await nameHeader.click();
    await expect(page).toHaveURL(/order=desc/);
    await expect(rows(page).first()).toContainText(`Casey ${word}`);

    // A reload keeps search, role and order.
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect(search(page)).toHaveValue(word);
    await expect(page.getByRole('combobox', { name: 'Role' })).toHaveText('Producer');
    await expect(rows(page).first()).toContainText(`Casey ${word}`);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(search(page)).toHaveValue('');
    await expect(page).not.toHaveURL(/search=|role=/);
    await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
    await search(page).fill(word);
    await expect(rows(page)).toHaveCount(3);

    // Ban from the row's menu: the tabs count it, and the server refuses the account's sign-in.
    await rowOf(page, `Blake ${word}`).getByRole('button', { name: 'more' }).click();
    await page.getByRole('menuitem', { name: 'Ban' }).click();
    await expect(page.getByText(`Blake ${word} is banned`)).toBeVisible();
    await expect(tab(page, 'Banned')).toContainText('1');
    await tab(page, 'Banned').click();
    await expect(page).toHaveURL(/status=banned/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rowOf(page, `Blake ${word}`)).toContainText('Banned');
    await rowOf(page, `Blake ${word}`).getByRole('button', { name: 'more' }).click();
    await page.getByRole('menuitem', { name: 'Unban' }).click();
    await expect(page.getByText(`Blake ${word} is no longer banned`)).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
    await tab(page, 'All').click();

    // Edit leads to the account's form.
    await rowOf(page, `Avery ${word}`).getByRole('button', { name: 'more' }).click();
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
      'href',
      /^\/dashboard\/user\/[\w-]+\/edit$/,
    );
    await page.keyboard.press('Escape');

    // One account from its row's menu, after confirming.
    await rowOf(page, `Avery ${word}`).getByRole('button', { name: 'more' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const single = page.getByRole('dialog', { name: 'Delete 1 user?' });
    await expect(single).toContainText(`The account of “Avery ${word}” and its private data`);
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expectAxeClean(page);
    await single.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('User deleted')).toBeVisible();
    await expect(rows(page)).toHaveCount(2);

    // Two at once.
    for (const name of [`Blake ${word}`, `Casey ${word}`])
      await rowOf(page, name).getByRole('checkbox', { name: 'Select row' }).check();
    await expect(page.getByTestId('selection-count')).toHaveText('2 selected');
    await shot(page, 'user-list-1440-selected');
    await page.getByRole('button', { name: 'Delete (2)' }).click();
    const bulk = page.getByRole('dialog', { name: 'Delete 2 users?' });
    await bulk.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('2 users deleted')).toBeVisible();
    await expect(rows(page)).toHaveCount(0);

    // Gone on the server too.
    const left = await apiGet<ManagedUserListResponse>(page, `/api/user/manage-users?search=${word}`);
    expect(left.total).toBe(0);
  });

  test('a member is told the list is for admins, and the server is not asked', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/user/manage-users')) asked.push(request.url());
    });
    await signInAsNewMember(page, listPath);
    await expect(page.getByRole('heading', { name: 'Permission denied' })).toBeVisible();
    await expect(page.getByText('Only admins can see and manage the users of the workspace.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'See the user cards' })).toHaveAttribute(
      'href',
      '/dashboard/user/cards',
    );
    await expect(grid(page)).toHaveCount(0);
    expect(asked).toEqual([]);
    await expectAxeClean(page);
  });

  test('looks right: 390 and 1440 px, light and dark, right to left, German and French', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInTo(page, listPath);
    await expect(rows(page).first()).toBeVisible();
    await expectNoPageOverflow(page);
    await expectAxeClean(page);
    await shot(page, 'user-list-390-light');

    await useTheme(page, 'dark', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(rows(page).first()).toBeVisible();
    await expectNoPageOverflow(page);
    await expectAxeClean(page);
    await shot(page, 'user-list-390-dark-rtl');

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'de'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Benutzerliste' })).toBeVisible();
    await expect(page).toHaveTitle(`Benutzer: Liste | ${brand.productName}`);
    const germanGrid = page.getByRole('grid', { name: 'Benutzer' });
    await expect(germanGrid.getByRole('columnheader', { name: 'Position' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Gesperrt/ })).toBeVisible();
    await expectAxeClean(page);
    await shot(page, 'user-list-1440-dark-rtl-de');

    // French, light, left to right, on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'fr'));
    await useTheme(page, 'light', 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: 'Liste des utilisateurs' })).toBeVisible();
    await expect(page).toHaveTitle(`Utilisateur : Liste | ${brand.productName}`);
    await expect(page.getByRole('grid', { name: 'Utilisateurs' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Bannis/ })).toBeVisible();
    await expectNoPageOverflow(page);
    await expectAxeClean(page);
    await shot(page, 'user-list-390-fr');
  });
});
